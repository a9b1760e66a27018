// The content translations slice (issue 29): the lists' statuses per kind (GET
// /api/translations/:kind), and one record's translations (GET .../:kind/:id), saved (PUT
// .../:locale) and removed (DELETE) a language at a time. Answers for a record other than the one
// now open (the admin moved on) are dropped.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecordTranslations, TranslationStatuses } from '@tours/shared-ui/api';
import type { ContentLocale } from '@tours/shared-ui/domain';
import type { TranslationKind } from '@tours/shared-ui/translations';

import type { ServerRefusal } from '../../../components/checked-form';
import type {
  RecordRef,
  RecordState,
  RemoveTranslation,
  SaveTranslation,
  TranslationStored,
  TranslationsState,
} from './types';

const initialRecord: RecordState = {
  ref: null,
  value: null,
  status: 'idle',
  error: null,
  busy: [],
  refusals: {},
  revisions: { bn: 0, hi: 0 },
};

const initialState: TranslationsState = { statuses: {}, record: initialRecord };

export const sameRecord = (a: RecordRef | null, b: RecordRef | null) =>
  !!a && !!b && a.kind === b.kind && a.id === b.id;

const done = (state: TranslationsState, locale: ContentLocale) => {
  state.record.busy = state.record.busy.filter((other) => other !== locale);
};

const translationsSlice = createSlice({
  name: 'translations',
  initialState,
  reducers: {
    statusesRequested(state, action: PayloadAction<TranslationKind>) {
      const kind = action.payload;
      state.statuses[kind] = { status: 'loading', byId: state.statuses[kind]?.byId ?? {} };
    },
    statusesLoaded(
      state,
      action: PayloadAction<{ kind: TranslationKind; byId: TranslationStatuses }>,
    ) {
      state.statuses[action.payload.kind] = { status: 'loaded', byId: action.payload.byId };
    },
    /** The badges are left out (a note says so): an old status would mislead. */
    statusesFailed(state, action: PayloadAction<TranslationKind>) {
      state.statuses[action.payload] = { status: 'failed', byId: {} };
    },
    recordRequested(state, action: PayloadAction<RecordRef>) {
      const same = sameRecord(state.record.ref, action.payload);
      state.record = {
        ...initialRecord,
        ...(same ? { value: state.record.value, revisions: state.record.revisions } : {}),
        ref: action.payload,
        status: 'loading',
      };
    },
    recordLoaded(state, action: PayloadAction<{ ref: RecordRef; value: RecordTranslations }>) {
      if (!sameRecord(state.record.ref, action.payload.ref)) return;
      state.record.status = 'loaded';
      state.record.value = action.payload.value;
      state.record.revisions.bn += 1;
      state.record.revisions.hi += 1;
    },
    recordFailed(state, action: PayloadAction<{ ref: RecordRef; error: string }>) {
      if (!sameRecord(state.record.ref, action.payload.ref)) return;
      state.record.status = 'failed';
      state.record.error = action.payload.error;
    },
    saveRequested(state, action: PayloadAction<SaveTranslation>) {
      const { locale } = action.payload;
      if (!state.record.busy.includes(locale)) state.record.busy.push(locale);
      delete state.record.refusals[locale];
    },
    removeRequested(state, action: PayloadAction<RemoveTranslation>) {
      const { locale } = action.payload;
      if (!state.record.busy.includes(locale)) state.record.busy.push(locale);
      delete state.record.refusals[locale];
    },
    /** A save's answer (the stored translation, blog HTML sanitised) or a removal (null). */
    stored(state, action: PayloadAction<TranslationStored>) {
      const { ref, locale, stored } = action.payload;
      if (!sameRecord(state.record.ref, ref)) return;
      done(state, locale);
      if (state.record.value) state.record.value[locale] = stored;
      state.record.revisions[locale] += 1;
    },
    saveRefused(
      state,
      action: PayloadAction<{ ref: RecordRef; locale: ContentLocale; refusal: ServerRefusal }>,
    ) {
      const { ref, locale, refusal } = action.payload;
      if (!sameRecord(state.record.ref, ref)) return;
      done(state, locale);
      state.record.refusals[locale] = refusal;
    },
    /** Any other failure, told with a notice; the form keeps what was typed. */
    writeFailed(state, action: PayloadAction<{ ref: RecordRef; locale: ContentLocale }>) {
      if (!sameRecord(state.record.ref, action.payload.ref)) return;
      done(state, action.payload.locale);
    },
  },
});

export const translationsActions = translationsSlice.actions;
export const translationsReducer = translationsSlice.reducer;
