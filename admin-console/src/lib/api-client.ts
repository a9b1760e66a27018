// The admin console's API client: every request carries the signed-in admin's Firebase ID token.
import { createApiClient, type ApiClient } from '@tours/shared-ui/api';

import type { Auth } from './firebase';

export function createAdminApiClient(baseURL: string, auth: Auth): ApiClient {
  return createApiClient({
    baseURL,
    getIdToken: (force) =>
      auth.currentUser ? auth.currentUser.getIdToken(force) : Promise.resolve(null),
  });
}
