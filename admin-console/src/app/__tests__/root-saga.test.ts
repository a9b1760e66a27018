import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';

import { authChanged, loginRequested, loginSucceeded } from '../../features/auth/slice';
import { ADMIN_ACCOUNT, installFakeFirebase } from '../../testing/fake-firebase';
import { testConfig } from '../../testing/test-config';
import { rootSaga } from '../root-saga';

jest.mock('../../lib/firebase', () => jest.requireActual('../../testing/firebase-stub'));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rootSaga', () => {
  it('initialises Firebase from the runtime config, then runs the auth saga on it', async () => {
    const firebase = installFakeFirebase();
    const channel = stdChannel();
    const dispatched: Action[] = [];
    const task = runSaga(
      {
        channel,
        dispatch: (action: Action) => {
          dispatched.push(action);
          channel.put(action);
        },
        getState: () => ({}),
      },
      rootSaga,
      { config: testConfig, navigate: jest.fn() },
    );
    await flush();

    expect(firebase.initFirebaseAuth).toHaveBeenCalledTimes(1);
    expect(firebase.initFirebaseAuth).toHaveBeenCalledWith(testConfig.firebase);
    expect(firebase.onAuthStateChanged).toHaveBeenCalledWith(firebase.auth, expect.any(Function));

    channel.put(loginRequested({ email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password }));
    await flush();

    const admin = { uid: ADMIN_ACCOUNT.uid, email: ADMIN_ACCOUNT.email };
    expect(dispatched).toEqual([authChanged(null), authChanged(admin), loginSucceeded(admin)]);
    task.cancel();
    expect(firebase.listenerCount()).toBe(0);
  });
});
