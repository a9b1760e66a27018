import { authActions } from '../../features/auth/slice';
import { ADMIN_ACCOUNT, installFakeFirebase } from '../../testing/fake-firebase';
import { flush, recordSaga } from '../../testing/run-saga';
import { testConfig } from '../../testing/test-config';
import { rootSaga } from '../root-saga';

describe('rootSaga', () => {
  it('initialises Firebase from the runtime config, then runs the auth saga on it', async () => {
    const firebase = installFakeFirebase();
    const { task, dispatched, dispatch } = recordSaga(rootSaga, {
      config: testConfig,
      navigate: jest.fn(),
    });
    await flush();

    expect(firebase.initFirebaseAuth).toHaveBeenCalledTimes(1);
    expect(firebase.initFirebaseAuth).toHaveBeenCalledWith(testConfig.firebase);
    expect(firebase.onAuthStateChanged).toHaveBeenCalledWith(firebase.auth, expect.any(Function));

    dispatch(
      authActions.loginRequested({ email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password }),
    );
    await flush();

    const admin = { uid: ADMIN_ACCOUNT.uid, email: ADMIN_ACCOUNT.email };
    expect(dispatched).toEqual([
      authActions.authChanged(null),
      authActions.authChanged(admin),
      authActions.loginSucceeded(admin),
    ]);
    task.cancel();
    expect(firebase.listenerCount()).toBe(0);
  });
});
