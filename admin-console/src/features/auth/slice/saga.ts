// Auth side effects: the Firebase session watcher, sign-in and sign-out.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, SagaIterator } from 'redux-saga';
import { all, call, fork, put, take, takeLatest, takeLeading } from 'redux-saga/effects';

import { adminPaths } from '../../../config/paths';
import { apiUnauthorized, SESSION_ENDED_MESSAGE } from '../../../lib/call-api';
import {
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type UserCredential,
} from '../../../lib/firebase';
import { noticeShown } from '../../../lib/notices';
import { authStateChannel, toAdminUser, type AuthStateEvent } from '../api/auth-state';
import { LOGIN_FAILED } from '../texts';
import { authActions } from '.';
import type { Credentials } from './types';

export interface AuthSagaServices {
  auth: Auth;
  /** Goes to an absolute path, replacing the current history entry. */
  navigate: (path: string) => void;
}

/** Puts authChanged for every session change Firebase reports, until the saga is cancelled. */
export function* watchAuthState(auth: Auth): SagaIterator {
  const channel: EventChannel<AuthStateEvent> = yield call(authStateChannel, auth);
  try {
    while (true) {
      const event: AuthStateEvent = yield take(channel);
      yield put(authActions.authChanged(event.user));
    }
  } finally {
    channel.close();
  }
}

export function* loginWorker(
  { auth }: AuthSagaServices,
  action: PayloadAction<Credentials>,
): SagaIterator {
  const { email, password } = action.payload;
  try {
    const credential: UserCredential = yield call(
      signInWithEmailAndPassword,
      auth,
      email,
      password,
    );
    yield put(authActions.loginSucceeded(toAdminUser(credential.user)));
  } catch (error) {
    // SPEC §8 has one text for every failure; the cause is kept for whoever reads the console.
    console.warn('Admin sign-in failed.', error);
    yield put(authActions.loginFailed(LOGIN_FAILED));
  }
}

export function* logoutWorker({ auth, navigate }: AuthSagaServices): SagaIterator {
  try {
    yield call(signOut, auth);
    yield put(authActions.logoutSucceeded());
    yield call(navigate, adminPaths.login);
  } catch (error) {
    console.error('Admin sign-out failed.', error);
    yield put(authActions.logoutFailed());
  }
}

/**
 * The API refused the session (401 after the client's token refresh): sign out and go to the
 * login page, saying why. Several calls failing at once lead to one sign-out (takeLeading).
 */
export function* sessionEndedWorker({ auth, navigate }: AuthSagaServices): SagaIterator {
  try {
    yield call(signOut, auth);
  } catch (error) {
    // The session is unusable either way; the login page is still the right place.
    console.error('Admin sign-out after a 401 failed.', error);
  }
  yield put(authActions.logoutSucceeded());
  yield put(noticeShown('warning', SESSION_ENDED_MESSAGE, 'session-ended'));
  yield call(navigate, adminPaths.login);
}

export function* authSaga(services: AuthSagaServices): SagaIterator {
  yield all([
    fork(watchAuthState, services.auth),
    takeLatest(authActions.loginRequested.type, loginWorker, services),
    takeLatest(authActions.logoutRequested.type, logoutWorker, services),
    takeLeading(apiUnauthorized.type, sessionEndedWorker, services),
  ]);
}
