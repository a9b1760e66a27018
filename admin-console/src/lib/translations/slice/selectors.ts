// Selectors over the translations slice alone.
import type { TranslationKind } from '@tours/shared-ui/translations';

import { sameRecord } from '.';
import type { KindStatuses, RecordRef, RecordState, TranslationsState } from './types';

type WithTranslations = { translations: TranslationsState };

const noStatuses: KindStatuses = { status: 'idle', byId: {} };

/** A kind's statuses by record id (the lists' badges); idle until a list asks. */
export const selectTranslationStatuses =
  (kind: TranslationKind) =>
  (state: WithTranslations): KindStatuses =>
    state.translations.statuses[kind] ?? noStatuses;

/** The open record's translations, or null while another record's are held. */
export const selectRecordTranslations =
  (ref: RecordRef) =>
  (state: WithTranslations): RecordState | null =>
    sameRecord(state.translations.record.ref, ref) ? state.translations.record : null;
