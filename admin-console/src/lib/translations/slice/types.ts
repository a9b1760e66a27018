// The content translations' state (issue 29), shared by the content editors and their lists
// (destinations, popular destinations, testimonials, blogs, departures, policy pages) and so kept
// in src/lib: per kind, each record's status in বাংলা and हिन्दी (the lists' badges); and the one
// record whose language tabs are open, its English beside each language's stored translation,
// and what is in flight.
import type {
  RecordTranslations,
  StoredTranslation,
  TranslationStatuses,
} from '@tours/shared-ui/api';
import type { ContentLocale } from '@tours/shared-ui/domain';
import type { TranslatedFields, TranslationKind } from '@tours/shared-ui/translations';

import type { ServerRefusal } from '../../../components/checked-form';
import type { LoadStatus, ValueState } from '../../load-status';

/** One kind's statuses, by record id. */
export interface KindStatuses {
  status: LoadStatus;
  byId: TranslationStatuses;
}

/** The record of an open editor, named by its kind and id. */
export interface RecordRef {
  kind: TranslationKind;
  id: string;
}

export interface RecordState extends ValueState<RecordTranslations> {
  /** The record fetched (or being fetched); null until an editor asks. */
  ref: RecordRef | null;
  /** Languages whose save or removal is on its way: their form waits. */
  busy: ContentLocale[];
  /** The server's refusal of a language's last save (400): its sentence and field texts. */
  refusals: Partial<Record<ContentLocale, ServerRefusal>>;
  /** Counts each language's saves and removals, so that its form resets to what is stored. */
  revisions: Record<ContentLocale, number>;
}

export interface TranslationsState {
  statuses: Partial<Record<TranslationKind, KindStatuses>>;
  record: RecordState;
}

export interface SaveTranslation extends RecordRef {
  locale: ContentLocale;
  fields: TranslatedFields;
}

export interface RemoveTranslation extends RecordRef {
  locale: ContentLocale;
}

/** A language's answer to a save (what is stored now), or null after a removal. */
export interface TranslationStored {
  ref: RecordRef;
  locale: ContentLocale;
  stored: StoredTranslation | null;
}
