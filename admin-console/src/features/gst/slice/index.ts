// The GST feature's slices: the settings (fetched value + save), the print page's document, the
// changes of a booking's documents (cancel, reissue, PDF), and the accountant's month.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GstMonthExport, GstSettingsRequest } from '@tours/shared-ui/api';
import type { GstDocumentView, GstSettings } from '@tours/shared-ui/gst';

import type { ServerRefusal } from '../../../components/checked-form';
import { initialValueState, valueReducers } from '../../../lib/load-status';
import { createSettingsSlice } from '../../../lib/settings-resource';
import type {
  GstCancelRequest,
  GstDocumentChangesState,
  GstDocumentState,
  GstMonthState,
  GstPdfRequest,
} from './types';

const gstSettingsSlice = createSettingsSlice<GstSettings, GstSettingsRequest>('gstSettings');

export const gstSettingsActions = gstSettingsSlice.actions;
export const gstSettingsReducer = gstSettingsSlice.reducer;

const initialChanges: GstDocumentChangesState = {
  cancelling: null,
  reissuing: null,
  refusal: null,
  cancelled: 0,
  changed: 0,
  downloading: [],
};

const gstDocumentChangesSlice = createSlice({
  name: 'gstDocumentChanges',
  initialState: initialChanges,
  reducers: {
    cancelRequested(state, action: PayloadAction<GstCancelRequest>) {
      state.cancelling = action.payload.id;
      state.refusal = null;
    },
    /** The dialog was closed: what the server said of the last attempt is no longer shown. */
    cancelDismissed(state) {
      state.refusal = null;
    },
    cancelSucceeded(state, _action: PayloadAction<GstDocumentView>) {
      state.cancelling = null;
      state.cancelled += 1;
      state.changed += 1;
    },
    cancelRefused(state, action: PayloadAction<ServerRefusal | null>) {
      state.cancelling = null;
      state.refusal = action.payload;
    },
    reissueRequested(state, action: PayloadAction<string>) {
      state.reissuing = action.payload;
    },
    reissueSucceeded(state, _action: PayloadAction<GstDocumentView>) {
      state.reissuing = null;
      state.changed += 1;
    },
    reissueFailed(state) {
      state.reissuing = null;
    },
    pdfRequested(state, action: PayloadAction<GstPdfRequest>) {
      if (!state.downloading.includes(action.payload.id)) state.downloading.push(action.payload.id);
    },
    pdfFinished(state, action: PayloadAction<string>) {
      state.downloading = state.downloading.filter((id) => id !== action.payload);
    },
  },
});

export const gstDocumentChangesActions = gstDocumentChangesSlice.actions;
export const gstDocumentChangesReducer = gstDocumentChangesSlice.reducer;

const gstDocumentSlice = createSlice({
  name: 'gstDocument',
  initialState: { ...initialValueState<GstDocumentView>(), id: null } as GstDocumentState,
  reducers: {
    ...valueReducers<GstDocumentView, GstDocumentState>(),
    documentRequested(state, action: PayloadAction<string>) {
      if (state.id !== action.payload) state.value = null;
      state.id = action.payload;
      state.status = 'loading';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    // A cancelled document shown on its print page says so at once.
    builder.addCase(gstDocumentChangesActions.cancelSucceeded, (state, action) => {
      if (state.value?._id === action.payload._id) state.value = action.payload;
    });
  },
});

export const gstDocumentActions = gstDocumentSlice.actions;
export const gstDocumentReducer = gstDocumentSlice.reducer;

const gstMonthSlice = createSlice({
  name: 'gstMonth',
  initialState: {
    ...initialValueState<GstMonthExport>(),
    month: null,
    downloading: false,
  } as GstMonthState,
  reducers: {
    ...valueReducers<GstMonthExport, GstMonthState>(),
    monthRequested(state, action: PayloadAction<string>) {
      state.month = action.payload;
      state.value = null;
      state.status = 'loading';
      state.error = null;
    },
    downloadRequested(state, _action: PayloadAction<string>) {
      state.downloading = true;
    },
    downloadFinished(state) {
      state.downloading = false;
    },
  },
});

export const gstMonthActions = gstMonthSlice.actions;
export const gstMonthReducer = gstMonthSlice.reducer;
