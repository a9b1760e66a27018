import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  setPersistence,
  type Auth,
} from 'firebase/auth';

import { FIREBASE_APP_NAME, initFirebaseAuth } from '../firebase';

// The real module under test, not setup-tests.ts's stand-in; the SDK under it is mocked.
jest.unmock('../firebase');
jest.mock('firebase/app', () => ({ getApps: jest.fn(), initializeApp: jest.fn() }));
jest.mock('firebase/auth', () => ({
  browserSessionPersistence: { type: 'SESSION' },
  connectAuthEmulator: jest.fn(),
  getAuth: jest.fn(),
  setPersistence: jest.fn(),
  onAuthStateChanged: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(),
}));

const webConfig = {
  apiKey: 'demo-key',
  authDomain: 'demo-tours.firebaseapp.com',
  projectId: 'demo-tours',
};
const app = { name: FIREBASE_APP_NAME } as FirebaseApp;
let auth: { emulatorConfig: unknown };

beforeEach(() => {
  auth = { emulatorConfig: null };
  jest.mocked(getApps).mockReturnValue([]);
  jest.mocked(initializeApp).mockReturnValue(app);
  jest.mocked(getAuth).mockReturnValue(auth as unknown as Auth);
  jest.mocked(setPersistence).mockResolvedValue(undefined);
  jest.mocked(connectAuthEmulator).mockImplementation((target) => {
    (target as unknown as typeof auth).emulatorConfig = { host: '127.0.0.1' };
  });
});

describe('initFirebaseAuth', () => {
  it('initialises a named app with session persistence and no emulator by default', () => {
    expect(initFirebaseAuth(webConfig)).toBe(auth);

    expect(initializeApp).toHaveBeenCalledWith(webConfig, FIREBASE_APP_NAME);
    expect(getAuth).toHaveBeenCalledWith(app);
    expect(setPersistence).toHaveBeenCalledWith(auth, browserSessionPersistence);
    expect(connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('connects to the Auth emulator named by the config, without the console banner', () => {
    initFirebaseAuth({ ...webConfig, authEmulatorUrl: 'http://127.0.0.1:9099' });

    // The emulator URL is ours, not a Firebase app option.
    expect(initializeApp).toHaveBeenCalledWith(webConfig, FIREBASE_APP_NAME);
    expect(connectAuthEmulator).toHaveBeenCalledWith(auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
  });

  it('reuses the named app and its emulator connection when the App mounts again', () => {
    const config = { ...webConfig, authEmulatorUrl: 'http://127.0.0.1:9099' };
    initFirebaseAuth(config);
    jest.mocked(getApps).mockReturnValue([app]);

    expect(initFirebaseAuth(config)).toBe(auth);
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(connectAuthEmulator).toHaveBeenCalledTimes(1);
  });

  it('logs, rather than throws, when the persistence cannot be set', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(setPersistence).mockRejectedValueOnce(new Error('storage blocked'));

    initFirebaseAuth(webConfig);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(error).toHaveBeenCalledWith(
      'Could not set the Firebase session persistence.',
      expect.any(Error),
    );
  });
});
