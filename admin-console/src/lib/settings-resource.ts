// The state of a settings form the API holds as one value (the booking office's, the GST
// settings): fetched, saved with PUT (the answer is every setting), the server's refusal of the
// last save kept for the form, and a count of saves (the form then shows what the server holds).
// Each feature makes its own slice from this, in its slice/index.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ServerRefusal } from '../components/checked-form';
import { initialValueState, valueReducers, type ValueState } from './load-status';

export interface SettingsState<T> extends ValueState<T> {
  saving: boolean;
  refusal: ServerRefusal | null;
  saved: number;
}

/** requested, loaded, failed (load-status) and saveRequested, saveSucceeded, saveRefused. */
export function createSettingsSlice<T, Request>(name: string) {
  const initialState: SettingsState<T> = {
    ...initialValueState<T>(),
    saving: false,
    refusal: null,
    saved: 0,
  };
  return createSlice({
    name,
    initialState,
    reducers: {
      ...valueReducers<T, SettingsState<T>>(),
      saveRequested(state, _action: PayloadAction<Request>) {
        state.saving = true;
        state.refusal = null;
      },
      saveSucceeded(state, action: PayloadAction<T>) {
        state.saving = false;
        (state as SettingsState<T>).value = action.payload;
        state.saved += 1;
      },
      saveRefused(state, action: PayloadAction<ServerRefusal | null>) {
        state.saving = false;
        state.refusal = action.payload;
      },
    },
  });
}
