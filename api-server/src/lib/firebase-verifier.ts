// The production ID-token check: firebase-admin, with revoked tokens and disabled users refused.
// With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin asks the Auth emulator instead (and accepts
// its unsigned tokens), so that variable must never be set in production.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import type { VerifyIdToken } from '../plugins/auth';

/**
 * A verifier for tokens of `projectId`. The firebase-admin app is created on the first call, once
 * per project and process (a second initializeApp with the same name would throw). The revocation
 * check reads the user record, which needs Google credentials in production
 * (GOOGLE_APPLICATION_CREDENTIALS or the platform's default service account).
 */
export function createFirebaseVerifier(projectId: string): VerifyIdToken {
  const name = `tours-api:${projectId}`;
  let app: App | undefined;
  return async (idToken) => {
    app ??=
      getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
    return getAuth(app).verifyIdToken(idToken, true);
  };
}
