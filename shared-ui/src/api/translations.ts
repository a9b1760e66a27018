// Typed calls of content translations (issue 29, docs/i18n.md "Content translations") on the http
// instance of createApiClient, so they carry the admin's ID token and answer its ApiError:
//   const translations = createTranslationsApi(api.http);
// Public reads in a language are the usual reads with `?lang=bn|hi` (`withLang` below).
import type { AxiosInstance } from 'axios';

import type { ContentLocale } from '../domain/translations/content';
import type {
  EnglishFields,
  TranslatedFields,
  TranslationKind,
  TranslationStatus,
} from '../domain/translations/fields';

/** GET /api/translations/:kind: each record's status per language (the lists' badges). */
export type TranslationStatuses = Record<string, Record<ContentLocale, TranslationStatus>>;

/** A stored translation: its fields and when it was last saved (ISO instant). */
export interface StoredTranslation<K extends TranslationKind = TranslationKind> {
  fields: TranslatedFields<K>;
  updatedAt: string;
}

/** GET /api/translations/:kind/:id: the English beside each language's translation (or null). */
export type RecordTranslations<K extends TranslationKind = TranslationKind> = {
  english: EnglishFields<K>;
} & Record<ContentLocale, StoredTranslation<K> | null>;

const recordPath = (kind: TranslationKind, id: string) =>
  `/translations/${kind}/${encodeURIComponent(id)}`;

/** The query of a public read in a language: none for English (the read exactly as before). */
export function withLang(lang: string | undefined): { params?: { lang: string } } {
  return lang === 'bn' || lang === 'hi' ? { params: { lang } } : {};
}

export function createTranslationsApi(http: AxiosInstance) {
  return {
    /** Admin: every record of the kind with its status in bn and hi. */
    statuses: async (kind: TranslationKind) =>
      (await http.get<TranslationStatuses>(`/translations/${kind}`)).data,
    /** Admin: one record's English fields and its translations. 404 when there is no record. */
    get: async <K extends TranslationKind>(kind: K, id: string) =>
      (await http.get<RecordTranslations<K>>(recordPath(kind, id))).data,
    /**
     * Admin: replaces the record's translation in `locale` (absent or empty fields read in English).
     * A 400 names the wrong fields and writes nothing; blog HTML comes back sanitised.
     */
    save: async <K extends TranslationKind>(
      kind: K,
      id: string,
      locale: ContentLocale,
      fields: TranslatedFields<K>,
    ) => (await http.put<StoredTranslation<K>>(`${recordPath(kind, id)}/${locale}`, fields)).data,
    /** Admin: deletes the translation (the record reads in English in that language). */
    remove: async (kind: TranslationKind, id: string, locale: ContentLocale) => {
      await http.delete(`${recordPath(kind, id)}/${locale}`);
    },
  };
}

export type TranslationsApi = ReturnType<typeof createTranslationsApi>;
