// The notifications of one booking (GET /api/bookings/{id}/notifications), and the settings
// screen: each event on or off per channel (GET, PUT /api/notification-settings) and the failed
// messages (GET /api/notifications?status=failed).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationSettings, NotificationView } from '@tours/shared-ui/booking-office';

import { initialValueState, valueReducers } from '../../../lib/load-status';
import type {
  BookingNotificationsState,
  NotificationSettingsState,
  SettingChange,
  SettingsPage,
} from './types';

const initialBookingNotifications: BookingNotificationsState = {
  ...initialValueState<NotificationView[]>(),
  bookingId: null,
};

const bookingNotificationsSlice = createSlice({
  name: 'bookingNotifications',
  initialState: initialBookingNotifications,
  reducers: {
    ...valueReducers<NotificationView[], BookingNotificationsState>(),
    requested(state, action: PayloadAction<string>) {
      Object.assign(state, initialBookingNotifications, {
        bookingId: action.payload,
        status: 'loading',
      });
    },
  },
});

export const bookingNotificationsActions = bookingNotificationsSlice.actions;
export const bookingNotificationsReducer = bookingNotificationsSlice.reducer;

const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState: initialValueState<SettingsPage>() as NotificationSettingsState,
  reducers: {
    ...valueReducers<SettingsPage, NotificationSettingsState>(),
    /** Saved at once; the switch shows the settings the API answers with. */
    changeRequested(_state, _action: PayloadAction<SettingChange>) {},
    changed(state, action: PayloadAction<NotificationSettings>) {
      if (state.value) state.value.settings = action.payload;
    },
  },
});

export const notificationSettingsActions = notificationSettingsSlice.actions;
export const notificationSettingsReducer = notificationSettingsSlice.reducer;
