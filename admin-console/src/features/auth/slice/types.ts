// Admin sign-in state (SPEC §4 Admin auth).
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The signed-in admin, as much of the Firebase user as the console shows or needs. */
export interface AdminUser {
  uid: string;
  email: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthState {
  /** 'loading' until Firebase has told us whether a session exists. */
  status: AuthStatus;
  user: AdminUser | null;
  /** The sign-in failure shown on the login page. */
  error: string | null;
  /** A sign-in or sign-out is in flight. */
  busy: boolean;
}
