// The departures screen (GET /api/departures and its writes) and one departure's manifest
// (GET /api/departures/{id}/manifest): two slices, one saga.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookingRecord } from '@tours/shared-ui/booking-office';
import type { DepartureOverview, Manifest } from '@tours/shared-ui/domain';

import type { ServerRefusal } from '../../../components/checked-form';
import { initialValueState, listReducers, valueReducers } from '../../../lib/load-status';
import type {
  CancelRequestPayload,
  DepartureSave,
  DeparturesState,
  DestinationChoice,
  ManifestState,
} from './types';

const initialState: DeparturesState = {
  items: [],
  status: 'idle',
  error: null,
  destinations: [],
  saving: false,
  refusal: null,
  saved: 0,
  removing: [],
  soon: { items: [], status: 'idle', error: null },
  cancellation: {
    departureId: null,
    bookings: [],
    status: 'idle',
    error: null,
    saving: false,
    refusal: null,
  },
};

const soonestFirst = (a: DepartureOverview, b: DepartureOverview) =>
  a.startDate.localeCompare(b.startDate);

const departuresSlice = createSlice({
  name: 'departures',
  initialState,
  reducers: {
    ...listReducers<DepartureOverview, DeparturesState>(),
    soonRequested(state) {
      state.soon.status = 'loading';
      state.soon.error = null;
    },
    soonLoaded(state, action: PayloadAction<DepartureOverview[]>) {
      state.soon = { items: action.payload, status: 'loaded', error: null };
    },
    soonFailed(state, action: PayloadAction<string>) {
      state.soon = { items: [], status: 'failed', error: action.payload };
    },
    destinationsLoaded(state, action: PayloadAction<DestinationChoice[]>) {
      state.destinations = action.payload;
    },
    saveRequested(state, _action: PayloadAction<DepartureSave>) {
      state.saving = true;
      state.refusal = null;
    },
    /** The departure as the list shows it (fetched again after the write). */
    saved(state, action: PayloadAction<DepartureOverview>) {
      state.saving = false;
      state.saved += 1;
      state.items = [
        ...state.items.filter((item) => item._id !== action.payload._id),
        action.payload,
      ].sort(soonestFirst);
    },
    saveRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.saving = false;
      state.refusal = action.payload;
    },
    formOpened(state) {
      state.refusal = null;
    },
    removeRequested(state, action: PayloadAction<string>) {
      state.removing.push(action.payload);
    },
    removed(state, action: PayloadAction<string>) {
      state.removing = state.removing.filter((id) => id !== action.payload);
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    removeFailed(state, action: PayloadAction<string>) {
      state.removing = state.removing.filter((id) => id !== action.payload);
    },
    cancelOpened(state, action: PayloadAction<string>) {
      state.cancellation = { ...initialState.cancellation, departureId: action.payload };
      state.cancellation.status = 'loading';
    },
    cancelBookingsLoaded(state, action: PayloadAction<BookingRecord[]>) {
      state.cancellation.status = 'loaded';
      state.cancellation.bookings = action.payload;
    },
    cancelBookingsFailed(state, action: PayloadAction<string>) {
      state.cancellation.status = 'failed';
      state.cancellation.error = action.payload;
    },
    cancelClosed(state) {
      state.cancellation = initialState.cancellation;
    },
    cancelRequested(state, _action: PayloadAction<CancelRequestPayload>) {
      state.cancellation.saving = true;
      state.cancellation.refusal = null;
    },
    cancelRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.cancellation.saving = false;
      state.cancellation.refusal = action.payload;
    },
    /** Cancelled: the form closes; the list is fetched again (bookings moved change others). */
    cancelDone(state) {
      state.cancellation = initialState.cancellation;
    },
  },
});

export const departuresActions = departuresSlice.actions;
export const departuresReducer = departuresSlice.reducer;

const manifestInitial: ManifestState = {
  ...initialValueState<Manifest>(),
  id: null,
  downloading: false,
};

const manifestValue = valueReducers<Manifest, ManifestState>();

const manifestSlice = createSlice({
  name: 'manifest',
  initialState: manifestInitial,
  reducers: {
    loaded: manifestValue.loaded,
    failed: manifestValue.failed,
    manifestRequested(state, action: PayloadAction<string>) {
      if (state.id !== action.payload) state.value = null;
      state.id = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    downloadRequested(state, _action: PayloadAction<{ id: string; fileName: string }>) {
      state.downloading = true;
    },
    downloadFinished(state) {
      state.downloading = false;
    },
  },
});

export const manifestActions = manifestSlice.actions;
export const manifestReducer = manifestSlice.reducer;
