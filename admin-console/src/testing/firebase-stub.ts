// Stand-in for src/lib/firebase in every test (setup-tests.ts mocks it), so no test loads the
// Firebase SDK; a test drives it with installFakeFirebase() (fake-firebase.ts).
import type * as firebase from '../lib/firebase';

type Fn<F extends (...args: never[]) => unknown> = jest.Mock<ReturnType<F>, Parameters<F>>;

export const FIREBASE_APP_NAME = 'admin-console';
export const initFirebaseAuth: Fn<typeof firebase.initFirebaseAuth> = jest.fn();
export const onAuthStateChanged: Fn<typeof firebase.onAuthStateChanged> = jest.fn();
export const signInWithEmailAndPassword: Fn<typeof firebase.signInWithEmailAndPassword> = jest.fn();
export const signOut: Fn<typeof firebase.signOut> = jest.fn();
