// The booking office's settings: fetched (load-status value reducers) and saved.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BookingOfficeSettings,
  BookingOfficeSettingsRequest,
} from '@tours/shared-ui/booking-office';

import type { ServerRefusal } from '../../../components/checked-form';
import { initialValueState, valueReducers } from '../../../lib/load-status';
import type { OfficeSettingsState } from './types';

const initialState: OfficeSettingsState = {
  ...initialValueState<BookingOfficeSettings>(),
  saving: false,
  refusal: null,
  saved: 0,
};

const officeSettingsSlice = createSlice({
  name: 'officeSettings',
  initialState,
  reducers: {
    ...valueReducers<BookingOfficeSettings, OfficeSettingsState>(),
    saveRequested(state, _action: PayloadAction<BookingOfficeSettingsRequest>) {
      state.saving = true;
      state.refusal = null;
    },
    saveSucceeded(state, action: PayloadAction<BookingOfficeSettings>) {
      state.saving = false;
      state.value = action.payload;
      state.saved += 1;
    },
    saveRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.saving = false;
      state.refusal = action.payload;
    },
  },
});

export const officeSettingsActions = officeSettingsSlice.actions;
export const officeSettingsReducer = officeSettingsSlice.reducer;
