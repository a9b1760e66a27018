// Everything with a side effect starts here, once per mounted App: Firebase is initialised (lazily,
// only now), the API client is made, and every feature saga gets the same services.
import type { ApiClient } from '@tours/shared-ui/api';
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork } from 'redux-saga/effects';

import { authSaga, type AuthSagaServices } from '../features/auth/slice/saga';
import { bookingsSaga } from '../features/bookings/slice/saga';
import { notificationsSaga } from '../features/notifications/slice/saga';
import { departuresSaga } from '../features/departures/slice/saga';
import { contactsSaga } from '../features/contacts/slice/saga';
import { dashboardSaga } from '../features/dashboard/slice/saga';
import { activitySaga } from '../features/activity/slice/saga';
import { backupsSaga } from '../features/backups/slice/saga';
import { gstSaga } from '../features/gst/slice/saga';
import { holidaysSaga } from '../features/holidays/slice/saga';
import { moneyDueSaga } from '../features/money-due/slice/saga';
import { officeSettingsSaga } from '../features/office-settings/slice/saga';
import { onlinePaymentsSaga } from '../features/online-payments/slice/saga';
import { destinationsSaga } from '../features/destinations/slice/saga';
import { popularSaga } from '../features/popular/slice/saga';
import { testimonialsSaga } from '../features/testimonials/slice/saga';
import { blogsSaga } from '../features/blogs/slice/saga';
import { createAdminApiClient } from '../lib/api-client';
import { apiServices, type ApiServices } from '../lib/call-api';
import { initFirebaseAuth, type Auth } from '../lib/firebase';
import { mediaSaga } from '../lib/media/slice/saga';
import { translationsSaga } from '../lib/translations/slice/saga';

export interface RootSagaOptions {
  config: RuntimeConfig;
  /** Goes to an absolute path, replacing the current history entry. */
  navigate: (path: string) => void;
}

/** What feature sagas receive; each declares the part it uses. */
export interface AppServices extends AuthSagaServices, ApiServices {}

export function* rootSaga({ config, navigate }: RootSagaOptions): SagaIterator {
  const auth: Auth = yield call(initFirebaseAuth, config.firebase);
  const api: ApiClient = yield call(createAdminApiClient, config.apiBaseUrl, auth);
  const services: AppServices = { auth, navigate, ...apiServices(api) };
  yield all([
    fork(authSaga, services),
    fork(bookingsSaga, services),
    fork(notificationsSaga, services),
    fork(departuresSaga, services),
    fork(contactsSaga, services),
    fork(dashboardSaga, services),
    fork(activitySaga, services),
    fork(holidaysSaga, services),
    fork(moneyDueSaga, services),
    fork(officeSettingsSaga, services),
    fork(onlinePaymentsSaga, services),
    fork(destinationsSaga, services),
    fork(popularSaga, services),
    fork(testimonialsSaga, services),
    fork(blogsSaga, services),
    fork(mediaSaga, services),
    fork(translationsSaga, services),
    fork(backupsSaga, services),
    fork(gstSaga, services),
  ]);
}
