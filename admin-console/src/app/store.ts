// One Redux Toolkit store per App instance, with redux-saga for every side effect.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';

import { authReducer } from '../features/auth/slice';
import {
  bookingDetailReducer,
  bookingsReducer,
  bookingsViewReducer,
  destinationChoicesReducer,
  newBookingReducer,
} from '../features/bookings/slice';
import {
  bookingNotificationsReducer,
  notificationSettingsReducer,
} from '../features/notifications/slice';
import { departuresReducer, manifestReducer } from '../features/departures/slice';
import { contactsReducer } from '../features/contacts/slice';
import { destinationsReducer } from '../features/destinations/slice';
import { popularReducer } from '../features/popular/slice';
import { testimonialsReducer } from '../features/testimonials/slice';
import { blogsReducer } from '../features/blogs/slice';
import { dashboardReducer } from '../features/dashboard/slice';
import { activityReducer } from '../features/activity/slice';
import { backupsReducer } from '../features/backups/slice';
import {
  gstDocumentChangesReducer,
  gstDocumentReducer,
  gstMonthReducer,
  gstSettingsReducer,
} from '../features/gst/slice';
import { holidaysReducer } from '../features/holidays/slice';
import { moneyDueReducer } from '../features/money-due/slice';
import { officeSettingsReducer } from '../features/office-settings/slice';
import { onlinePaymentsReducer } from '../features/online-payments/slice';
import { mediaActions, mediaReducer } from '../lib/media/slice';
import { noticesReducer } from '../lib/notices';
import { translationsReducer } from '../lib/translations/slice';
import { rootSaga, type RootSagaOptions } from './root-saga';

const rootReducer = combineReducers({
  auth: authReducer,
  notices: noticesReducer,
  dashboard: dashboardReducer,
  backups: backupsReducer,
  activity: activityReducer,
  holidays: holidaysReducer,
  moneyDue: moneyDueReducer,
  officeSettings: officeSettingsReducer,
  bookings: bookingsReducer,
  bookingsView: bookingsViewReducer,
  bookingDetail: bookingDetailReducer,
  newBooking: newBookingReducer,
  destinationChoices: destinationChoicesReducer,
  bookingNotifications: bookingNotificationsReducer,
  notificationSettings: notificationSettingsReducer,
  departures: departuresReducer,
  manifest: manifestReducer,
  contacts: contactsReducer,
  destinations: destinationsReducer,
  popular: popularReducer,
  testimonials: testimonialsReducer,
  blogs: blogsReducer,
  media: mediaReducer,
  translations: translationsReducer,
  gstSettings: gstSettingsReducer,
  gstDocument: gstDocumentReducer,
  gstDocumentChanges: gstDocumentChangesReducer,
  gstMonth: gstMonthReducer,
  onlinePayments: onlinePaymentsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error, { sagaStack }) => console.error('An admin saga failed.', error, sagaStack),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // An upload's file, signal and progress callbacks travel with its action to the saga.
        serializableCheck: { ignoredActions: [mediaActions.uploadRequested.type] },
      }).concat(sagaMiddleware),
  });
  return { store, sagaMiddleware };
}

type AppStore = ReturnType<typeof makeStore>['store'];

export interface AppRuntime {
  store: AppStore;
  /** Starts the root saga; cancelling the task stops every watcher (App unmounted). */
  runSagas: (options: RootSagaOptions) => Task;
}

export function createAppRuntime(preloadedState?: Partial<RootState>): AppRuntime {
  const { store, sagaMiddleware } = makeStore(preloadedState);
  return { store, runSagas: (options) => sagaMiddleware.run(rootSaga, options) };
}
