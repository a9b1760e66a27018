import { authActions, authReducer, initialAuthState } from '..';

const admin = { uid: 'admin-uid', email: 'admin@example.com' };

describe('auth slice', () => {
  it('starts loading, before Firebase has reported a session', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual({
      status: 'loading',
      user: null,
      error: null,
      busy: false,
    });
  });

  it('follows the session Firebase reports', () => {
    const signedIn = authReducer(initialAuthState, authActions.authChanged(admin));
    expect(signedIn).toMatchObject({ status: 'signedIn', user: admin });
    expect(authReducer(signedIn, authActions.authChanged(null))).toMatchObject({
      status: 'signedOut',
      user: null,
    });
  });

  it('is busy during a login, clears the last error, and keeps the failure text', () => {
    const failed = { ...initialAuthState, status: 'signedOut' as const, error: 'earlier' };
    const busy = authReducer(failed, authActions.loginRequested({ email: 'a@b.c', password: 'x' }));
    expect(busy).toMatchObject({ busy: true, error: null });
    expect(authReducer(busy, authActions.loginFailed('nope'))).toMatchObject({
      busy: false,
      error: 'nope',
      status: 'signedOut',
    });
    expect(authReducer(busy, authActions.loginSucceeded(admin))).toMatchObject({
      busy: false,
      status: 'signedIn',
      user: admin,
    });
  });

  it('signs out on logoutSucceeded and only stops being busy on logoutFailed', () => {
    const signedIn = authReducer(initialAuthState, authActions.authChanged(admin));
    const busy = authReducer(signedIn, authActions.logoutRequested());
    expect(busy.busy).toBe(true);
    expect(authReducer(busy, authActions.logoutSucceeded())).toMatchObject({
      status: 'signedOut',
      user: null,
      busy: false,
    });
    expect(authReducer(busy, authActions.logoutFailed())).toMatchObject({
      status: 'signedIn',
      user: admin,
      busy: false,
    });
  });
});
