// The ID-token check the tests inject (AppOptions.verifyIdToken): the one boundary the suite
// stubs. Tokens are fixed strings; failures carry the codes firebase-admin uses.
import type { IdTokenClaims, VerifyIdToken } from '../plugins/auth';

export const ADMIN_EMAIL = 'admin@example.com';

export const TOKENS = {
  /** A user whose email is in ADMIN_EMAILS (written in another case, on purpose) and verified. */
  admin: 'token-admin',
  /** A user whose email is in ADMIN_EMAILS but not verified: anyone could have signed up with it. */
  unverifiedListed: 'token-unverified-listed',
  /** A user with the custom claim admin: true and an email that is not listed. */
  claimAdmin: 'token-claim-admin',
  /** A signed-in user who is not an admin. */
  visitor: 'token-visitor',
  expired: 'token-expired',
  revoked: 'token-revoked',
  disabled: 'token-disabled',
  /** firebase-admin could not reach Google (or the emulator). */
  unreachable: 'token-unreachable',
} as const;

const CLAIMS: Record<string, IdTokenClaims> = {
  [TOKENS.admin]: { uid: 'uid-admin', email: ADMIN_EMAIL.toUpperCase(), email_verified: true },
  [TOKENS.unverifiedListed]: { uid: 'uid-unverified', email: ADMIN_EMAIL, email_verified: false },
  [TOKENS.claimAdmin]: { uid: 'uid-claim-admin', email: 'ops@example.org', admin: true },
  [TOKENS.visitor]: { uid: 'uid-visitor', email: 'visitor@example.org', admin: 'yes' },
};

const FAILURES: Record<string, string> = {
  [TOKENS.expired]: 'auth/id-token-expired',
  [TOKENS.revoked]: 'auth/id-token-revoked',
  [TOKENS.disabled]: 'auth/user-disabled',
  [TOKENS.unreachable]: 'app/network-error',
};

export const fakeVerifyIdToken: VerifyIdToken = async (token) => {
  const claims = CLAIMS[token];
  if (claims) return claims;
  const code = FAILURES[token] ?? 'auth/argument-error';
  throw Object.assign(new Error(`Token refused (${code}).`), { code });
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const AS_ADMIN = bearer(TOKENS.admin);
export const AS_VISITOR = bearer(TOKENS.visitor);
