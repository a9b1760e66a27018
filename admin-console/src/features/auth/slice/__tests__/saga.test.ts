import {
  ADMIN_ACCOUNT,
  installFakeFirebase,
  invalidCredentialError,
  type FakeFirebase,
} from '../../../../testing/fake-firebase';
import { apiUnauthorized, SESSION_ENDED_MESSAGE } from '../../../../lib/call-api';
import { flush, noticeAction, recordSaga } from '../../../../testing/run-saga';
import { LOGIN_FAILED } from '../../texts';
import { authActions } from '..';
import {
  authSaga,
  loginWorker,
  logoutWorker,
  sessionEndedWorker,
  watchAuthState,
  type AuthSagaServices,
} from '../saga';

const admin = { uid: ADMIN_ACCOUNT.uid, email: ADMIN_ACCOUNT.email };
const credentials = { email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password };

let firebase: FakeFirebase;
let services: AuthSagaServices & { navigate: jest.Mock };

beforeEach(() => {
  firebase = installFakeFirebase();
  services = { auth: firebase.auth, navigate: jest.fn() };
});

describe('watchAuthState', () => {
  it('puts authChanged for every session change until it is cancelled', async () => {
    const { task, dispatched } = recordSaga(watchAuthState, firebase.auth);
    await flush();
    expect(firebase.onAuthStateChanged).toHaveBeenCalledWith(firebase.auth, expect.any(Function));

    firebase.setUser(ADMIN_ACCOUNT);
    firebase.setUser(null);
    expect(dispatched).toEqual([
      authActions.authChanged(null),
      authActions.authChanged(admin),
      authActions.authChanged(null),
    ]);

    task.cancel();
    expect(firebase.listenerCount()).toBe(0);
  });
});

describe('loginWorker', () => {
  it('signs in with the email and password and puts loginSucceeded with the user', async () => {
    const { task, dispatched } = recordSaga(
      loginWorker,
      services,
      authActions.loginRequested(credentials),
    );
    await task.toPromise();

    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      firebase.auth,
      credentials.email,
      credentials.password,
    );
    expect(dispatched).toEqual([authActions.loginSucceeded(admin)]);
  });

  it('puts loginFailed with the SPEC text whatever Firebase rejected with', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    firebase.signInWithEmailAndPassword.mockRejectedValueOnce(invalidCredentialError());

    const { task, dispatched } = recordSaga(
      loginWorker,
      services,
      authActions.loginRequested(credentials),
    );
    await task.toPromise();

    expect(dispatched).toEqual([authActions.loginFailed(LOGIN_FAILED)]);
    expect(warn).toHaveBeenCalledWith('Admin sign-in failed.', expect.any(Error));
  });
});

describe('logoutWorker', () => {
  it('signs out, puts logoutSucceeded, then goes to the login page', async () => {
    const { task, dispatched } = recordSaga(logoutWorker, services);
    await task.toPromise();

    expect(firebase.signOut).toHaveBeenCalledWith(firebase.auth);
    expect(dispatched).toEqual([authActions.logoutSucceeded()]);
    expect(services.navigate).toHaveBeenCalledWith('/admin/login');
    expect(services.navigate.mock.invocationCallOrder[0]).toBeGreaterThan(
      firebase.signOut.mock.invocationCallOrder[0]!,
    );
  });

  it('puts logoutFailed and stays when signing out fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    firebase.signOut.mockRejectedValueOnce(new Error('offline'));

    const { task, dispatched } = recordSaga(logoutWorker, services);
    await task.toPromise();

    expect(dispatched).toEqual([authActions.logoutFailed()]);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });
});

describe('authSaga', () => {
  it('watches the session and handles login and logout requests', async () => {
    const { task, dispatched, dispatch } = recordSaga(authSaga, services);
    await flush();

    dispatch(authActions.loginRequested(credentials));
    await flush();
    dispatch(authActions.logoutRequested());
    await flush();

    expect(dispatched).toEqual([
      authActions.authChanged(null),
      authActions.authChanged(admin),
      authActions.loginSucceeded(admin),
      authActions.authChanged(null),
      authActions.logoutSucceeded(),
    ]);
    expect(services.navigate).toHaveBeenCalledWith('/admin/login');
    task.cancel();
    expect(firebase.listenerCount()).toBe(0);
  });

  it('keeps only the latest login when the admin submits twice', async () => {
    const pending: Array<() => void> = [];
    const signIn = firebase.signInWithEmailAndPassword.getMockImplementation()!;
    firebase.signInWithEmailAndPassword.mockImplementation(
      (...args) =>
        new Promise((resolve, reject) => {
          pending.push(() => signIn(...args).then(resolve, reject));
        }),
    );
    const { task, dispatched, dispatch } = recordSaga(authSaga, services);
    await flush();

    dispatch(authActions.loginRequested({ ...credentials, password: 'first try' }));
    dispatch(authActions.loginRequested(credentials));
    expect(pending).toHaveLength(2);
    pending.forEach((finish) => finish());
    await flush();

    expect(
      dispatched.filter(
        (action) =>
          authActions.loginSucceeded.match(action) || authActions.loginFailed.match(action),
      ),
    ).toEqual([authActions.loginSucceeded(admin)]);
    task.cancel();
  });
});

describe('sessionEndedWorker (the API answered 401)', () => {
  it('signs out, says why, and goes to the login page', async () => {
    firebase.setUser(ADMIN_ACCOUNT);
    const { task, dispatched } = recordSaga(sessionEndedWorker, services);
    await task.toPromise();

    expect(firebase.signOut).toHaveBeenCalledWith(firebase.auth);
    expect(dispatched).toEqual([
      authActions.logoutSucceeded(),
      noticeAction('warning', SESSION_ENDED_MESSAGE),
    ]);
    expect(services.navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('still goes to the login page when Firebase cannot sign out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    firebase.signOut.mockRejectedValueOnce(new Error('offline'));

    const { task, dispatched } = recordSaga(sessionEndedWorker, services);
    await task.toPromise();

    expect(dispatched[0]).toEqual(authActions.logoutSucceeded());
    expect(services.navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('runs once for several refused calls at the same moment', async () => {
    firebase.setUser(ADMIN_ACCOUNT);
    const { task, dispatch } = recordSaga(authSaga, services);
    await flush();

    dispatch(apiUnauthorized());
    dispatch(apiUnauthorized());
    await flush();

    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(services.navigate).toHaveBeenCalledTimes(1);
    task.cancel();
  });
});
