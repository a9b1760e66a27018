// ID tokens of the six callers of the access matrix, made with the Auth emulator's REST API the
// way e2e/support/admin-helpers.ts does (real emulator users, never a stub).
import {
  createClaimAdmin,
  createNonAdminUser,
  idToken,
  listedUnverifiedUser,
} from '../../e2e/support/admin-helpers';
import { product } from '../../e2e/support/product';
import { send } from './http';

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function tokenHeader(token: string): Record<string, unknown> {
  return decodePart(token.split('.')[0]!);
}

export function tokenClaims(token: string): Record<string, unknown> {
  return decodePart(token.split('.')[1]!);
}

/**
 * A real emulator token re-encoded with `exp` (and `iat`, `auth_time`) an hour and more in the
 * past. The emulator's tokens are unsigned (`alg: none`, empty signature), so this is exactly a
 * token the emulator could have issued two hours ago; null when the token turns out to be signed.
 */
export function expiredCopy(token: string): string | null {
  const [header, payload, signature] = token.split('.');
  if (tokenHeader(token).alg !== 'none' || signature !== '') return null;
  const claims = decodePart(payload!);
  const past = Math.floor(Date.now() / 1000) - 7200;
  const expired = { ...claims, iat: past, auth_time: past, exp: past + 3600 };
  return `${header}.${base64url(JSON.stringify(expired))}.`;
}

/** The emulator's admin REST API (`Bearer owner` is its stand-in for a service account). */
async function emulatorAdmin(action: string, body: unknown): Promise<void> {
  const { env, urls } = product();
  const answer = await send(
    `${urls.emulator}/identitytoolkit.googleapis.com/v1/projects/${env.FIREBASE_PROJECT_ID}/accounts:${action}`,
    { method: 'POST', json: body, headers: { Authorization: 'Bearer owner' } },
  );
  if (answer.status !== 200) throw new Error(`emulator ${action}: HTTP ${answer.status}`);
}

export interface Callers {
  none: undefined;
  malformed: string;
  expired: string | null;
  nonAdmin: string;
  /** A user whose email is in ADMIN_EMAILS but not verified. */
  unverifiedListed: string;
  disabled: string;
  admin: string;
}

export async function makeCallers(): Promise<Callers> {
  const admin = await idToken();
  const nonAdmin = await idToken(await createNonAdminUser());
  const unverifiedListed = await idToken(await listedUnverifiedUser());
  // An admin (by custom claim) disabled after its token was issued: the token is in date and
  // names an admin, so only the revocation check can refuse it.
  const doomed = await createClaimAdmin();
  const disabled = await idToken(doomed);
  const before = await send(`${product().urls.api}/bookings`, { token: disabled });
  if (before.status !== 200)
    throw new Error(`claim admin refused before disabling: ${before.status}`);
  await emulatorAdmin('update', { localId: doomed.localId, disableUser: true });
  return {
    none: undefined,
    malformed: 'not-a-jwt.at all',
    expired: expiredCopy(admin),
    nonAdmin,
    unverifiedListed,
    disabled,
    admin,
  };
}
