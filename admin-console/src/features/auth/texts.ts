// Texts of the admin sign-in (SPEC §2 Admin routes, §8), shared by the components and their tests.
export const LOGIN_HEADING = 'Admin Login';
export const LOGIN_INTRO = 'Sign in to manage the agency site.';
export const EMAIL_LABEL = 'Email';
export const PASSWORD_LABEL = 'Password';
export const EMAIL_REQUIRED = 'Please enter your email.';
export const EMAIL_INVALID = 'Enter a valid email address.';
export const PASSWORD_REQUIRED = 'Please enter your password.';
export const LOGIN_BUTTON = 'Login';
export const LOGIN_BUSY = 'Logging in...';
export const LOGIN_FAILED = 'Invalid email or password. Please try again.';
export const LOGOUT_BUTTON = 'Logout';
export const LOGOUT_CONFIRM = 'Are you sure you want to log out?';
export const LOGOUT_CANCEL = 'Cancel';
