// Selectors over the GST feature's slices alone.
import type {
  GstDocumentChangesState,
  GstDocumentState,
  GstMonthState,
  GstSettingsState,
} from './types';

export const selectGstSettings = (state: { gstSettings: GstSettingsState }) => state.gstSettings;

export const selectGstDocument = (state: { gstDocument: GstDocumentState }) => state.gstDocument;

export const selectGstDocumentChanges = (state: { gstDocumentChanges: GstDocumentChangesState }) =>
  state.gstDocumentChanges;

export const selectGstMonth = (state: { gstMonth: GstMonthState }) => state.gstMonth;
