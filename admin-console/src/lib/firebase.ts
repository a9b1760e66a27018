// The only place the admin console touches the Firebase SDK. Sagas import the auth calls from
// here, so tests replace this one module with a stub instead of the SDK.
import { getApps, initializeApp } from 'firebase/app';
import {
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  setPersistence,
  type Auth,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '@tours/shared-ui/domain';

export { onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
export type { Auth, Unsubscribe, User, UserCredential } from 'firebase/auth';

/**
 * A named app, so the admin console never collides with a default Firebase app another part of
 * the page might create.
 */
export const FIREBASE_APP_NAME = 'admin-console';

/**
 * Initialises Firebase Auth for the admin console. Safe to call again (React StrictMode, a
 * remounted remote): the named app and its Auth instance are reused.
 */
export function initFirebaseAuth(config: FirebaseWebConfig): Auth {
  const { authEmulatorUrl, ...options } = config;
  const app =
    getApps().find((candidate) => candidate.name === FIREBASE_APP_NAME) ??
    initializeApp(options, FIREBASE_APP_NAME);
  const auth = getAuth(app);
  if (authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
  }
  // SPEC §2: the session lasts as long as the browser session. The SDK queues this before any
  // later sign-in, so there is nothing to wait for here.
  setPersistence(auth, browserSessionPersistence).catch((error: unknown) => {
    console.error('Could not set the Firebase session persistence.', error);
  });
  return auth;
}
