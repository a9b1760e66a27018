// A small in-memory Firebase Auth behind the stubbed src/lib/firebase: accounts that can sign in,
// a current user, and auth-state listeners that hear every change, as the real SDK does.
import * as firebase from '../lib/firebase';
import type { Auth, User, UserCredential } from '../lib/firebase';

export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
}

export const ADMIN_ACCOUNT: FakeAccount = {
  uid: 'admin-uid',
  email: 'admin@example.com',
  password: 'ChangeMe-123',
};

export interface FakeFirebase {
  auth: Auth;
  /** Replaces the session as Firebase would after a sign-in elsewhere, expiry or sign-out. */
  setUser(account: FakeAccount | null): void;
  initFirebaseAuth: jest.MockedFunction<typeof firebase.initFirebaseAuth>;
  onAuthStateChanged: jest.MockedFunction<typeof firebase.onAuthStateChanged>;
  signInWithEmailAndPassword: jest.MockedFunction<typeof firebase.signInWithEmailAndPassword>;
  signOut: jest.MockedFunction<typeof firebase.signOut>;
  /** How many auth-state listeners are subscribed right now. */
  listenerCount(): number;
}

export function fakeUser(account: Pick<FakeAccount, 'uid' | 'email'>): User {
  return {
    uid: account.uid,
    email: account.email,
    getIdToken: async () => `token-of-${account.uid}`,
  } as unknown as User;
}

export function invalidCredentialError(): Error {
  return Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
    code: 'auth/invalid-credential',
  });
}

/**
 * Installs the fake behind the stub (the calling test file must jest.mock src/lib/firebase with
 * src/testing/firebase-stub). Auth state is reported asynchronously, like the SDK does.
 */
export interface FakeFirebaseOptions {
  /** Who can sign in. */
  accounts?: FakeAccount[];
  /** The session that already exists (an earlier sign-in in this browser session). */
  signedInAs?: FakeAccount | null;
  /** false: the initial auth state never arrives on its own (until setUser), to hold 'loading'. */
  reportInitialState?: boolean;
}

export function installFakeFirebase({
  accounts = [ADMIN_ACCOUNT],
  signedInAs = null,
  reportInitialState = true,
}: FakeFirebaseOptions = {}): FakeFirebase {
  const mocked = jest.mocked(firebase);
  if (!jest.isMockFunction(mocked.initFirebaseAuth)) {
    throw new Error(
      'installFakeFirebase needs src/lib/firebase mocked with testing/firebase-stub.',
    );
  }

  let current: User | null = signedInAs ? fakeUser(signedInAs) : null;
  const listeners = new Set<(user: User | null) => void>();
  const auth = {
    get currentUser() {
      return current;
    },
  } as unknown as Auth;

  const setCurrent = (user: User | null) => {
    current = user;
    for (const listener of [...listeners]) listener(user);
  };

  mocked.initFirebaseAuth.mockReturnValue(auth);
  mocked.onAuthStateChanged.mockImplementation((_auth, nextOrObserver) => {
    const next =
      typeof nextOrObserver === 'function'
        ? nextOrObserver
        : (user: User | null) => nextOrObserver.next?.(user);
    listeners.add(next);
    if (reportInitialState) {
      void Promise.resolve().then(() => {
        if (listeners.has(next)) next(current);
      });
    }
    return () => {
      listeners.delete(next);
    };
  });
  mocked.signInWithEmailAndPassword.mockImplementation(async (_auth, email, password) => {
    const account = accounts.find((a) => a.email === email && a.password === password);
    if (!account) throw invalidCredentialError();
    const user = fakeUser(account);
    setCurrent(user);
    return { user, providerId: null, operationType: 'signIn' } as UserCredential;
  });
  mocked.signOut.mockImplementation(async () => {
    setCurrent(null);
  });

  return {
    auth,
    setUser: (account) => setCurrent(account ? fakeUser(account) : null),
    initFirebaseAuth: mocked.initFirebaseAuth,
    onAuthStateChanged: mocked.onAuthStateChanged,
    signInWithEmailAndPassword: mocked.signInWithEmailAndPassword,
    signOut: mocked.signOut,
    listenerCount: () => listeners.size,
  };
}
