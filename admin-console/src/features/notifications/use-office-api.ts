// The booking office's typed API calls for a self-contained component: the admin console's client
// (the signed-in admin's ID token on every request) over the runtime config's API base.
import { createBookingOfficeApi, type BookingOfficeApi } from '@tours/shared-ui/booking-office';
import { useMemo } from 'react';

import { useAdminApi } from '../../lib/use-admin-api';

export function useOfficeApi(): BookingOfficeApi {
  const api = useAdminApi();
  return useMemo(() => createBookingOfficeApi(api.http), [api]);
}
