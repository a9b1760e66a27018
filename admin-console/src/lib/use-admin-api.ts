// The admin console's API client for a self-contained component (an upload with its progress, the
// booking office's panels): the signed-in admin's ID token on every request, over the runtime
// config's API base. Sagas get the root saga's client instead.
import type { ApiClient } from '@tours/shared-ui/api';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { useMemo } from 'react';

import { createAdminApiClient } from './api-client';
import { initFirebaseAuth } from './firebase';

export function useAdminApi(): ApiClient {
  const { apiBaseUrl, firebase } = useRuntimeConfig();
  return useMemo(
    () => createAdminApiClient(apiBaseUrl, initFirebaseAuth(firebase)),
    [apiBaseUrl, firebase],
  );
}
