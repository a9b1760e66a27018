// The booking office's typed API calls for a self-contained component: the admin console's client
// (the signed-in admin's ID token on every request) over the runtime config's API base.
import { createBookingOfficeApi, type BookingOfficeApi } from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { useMemo } from 'react';

import { createAdminApiClient } from '../../lib/api-client';
import { initFirebaseAuth } from '../../lib/firebase';

export function useOfficeApi(): BookingOfficeApi {
  const { apiBaseUrl, firebase } = useRuntimeConfig();
  return useMemo(
    () => createBookingOfficeApi(createAdminApiClient(apiBaseUrl, initFirebaseAuth(firebase)).http),
    [apiBaseUrl, firebase],
  );
}
