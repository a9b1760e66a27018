// The translation tables of issue 29 (docs/i18n.md, 'Content translations'), one repository per
// table from one factory: each table is `<record>_id`, `locale`, `fields` (jsonb: the translated
// fields only) and `updated_at`, primary key (record, locale). Kysely types a query by its table
// name, a parameter here: the queries are typed as on one table `translation` with a column
// `record_id`, and the SQL names the real table and column. A policy page's id is its name
// ('terms'), every other record's a UUID.
import type { ContentLocale } from '@tours/shared-ui/domain';
import { isPolicyId } from '@tours/shared-ui/policies';
import type { TranslationKind } from '@tours/shared-ui/translations';
import { sql, type ColumnType, type Kysely } from 'kysely';

import type { Db } from '../db/database';
import { isUuid } from './entity-repository';

/** Each kind's table, the column of its record's id and what such an id looks like. */
export const TRANSLATION_TABLES: Record<
  TranslationKind,
  { table: string; idColumn: string; isId: (id: string) => boolean }
> = {
  destinations: { table: 'destination_translations', idColumn: 'destination_id', isId: isUuid },
  popular: { table: 'popular_translations', idColumn: 'popular_id', isId: isUuid },
  testimonials: { table: 'testimonial_translations', idColumn: 'testimonial_id', isId: isUuid },
  blogs: { table: 'blog_translations', idColumn: 'blog_id', isId: isUuid },
  departures: { table: 'departure_translations', idColumn: 'departure_id', isId: isUuid },
  policies: { table: 'policy_translations', idColumn: 'policy_id', isId: isPolicyId },
};

interface TranslationColumns {
  record_id: string;
  locale: ContentLocale;
  fields: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, never, never>;
}
type TranslationView = Kysely<{ translation: TranslationColumns }>;

/** One stored translation. */
export interface TranslationRow {
  recordId: string;
  locale: ContentLocale;
  fields: Record<string, unknown>;
  updatedAt: Date;
}

export function createTranslationsRepository(db: Db, kind: TranslationKind) {
  const { table, idColumn, isId } = TRANSLATION_TABLES[kind];
  const view = db as unknown as TranslationView;
  const from = table as unknown as 'translation';
  const selected = () =>
    view
      .selectFrom(from)
      .select([
        sql.ref<string>(idColumn).as('record_id'),
        'locale',
        'fields',
        sql<Date>`updated_at`.as('updated_at'),
      ]);
  const toRow = (row: {
    record_id: string;
    locale: ContentLocale;
    fields: Record<string, unknown>;
    updated_at: Date;
  }): TranslationRow => ({
    recordId: row.record_id,
    locale: row.locale,
    fields: row.fields,
    updatedAt: row.updated_at,
  });

  return {
    /** Every translation of the kind (the lists' badges). */
    async all(): Promise<TranslationRow[]> {
      return (await selected().execute()).map(toRow);
    },

    /** A record's translations (none when the id is not one of the kind's). */
    async ofRecord(recordId: string): Promise<TranslationRow[]> {
      if (!isId(recordId)) return [];
      return (await selected().where(sql.ref(idColumn), '=', recordId).execute()).map(toRow);
    },

    /** The records' translated fields in one language, by record id (a public read). */
    async inLocale(
      recordIds: readonly string[],
      locale: ContentLocale,
    ): Promise<Map<string, Record<string, unknown>>> {
      const ids = recordIds.filter(isId);
      if (ids.length === 0) return new Map();
      const rows = await selected()
        .where(sql.ref(idColumn), 'in', ids)
        .where('locale', '=', locale)
        .execute();
      return new Map(rows.map((row) => [row.record_id, row.fields]));
    },

    /** Writes the record's translation in `locale` (replacing the one there), answers it stored. */
    async put(
      recordId: string,
      locale: ContentLocale,
      fields: Record<string, unknown>,
    ): Promise<TranslationRow> {
      const json = JSON.stringify(fields);
      const result = await sql<{
        record_id: string;
        locale: ContentLocale;
        fields: Record<string, unknown>;
        updated_at: Date;
      }>`insert into ${sql.table(table)} (${sql.ref(idColumn)}, locale, fields)
        values (${recordId}, ${locale}, ${json}::jsonb)
        on conflict (${sql.ref(idColumn)}, locale)
        do update set fields = excluded.fields, updated_at = now()
        returning ${sql.ref(idColumn)} as record_id, locale, fields, updated_at`.execute(db);
      return toRow(result.rows[0]!);
    },

    /** Deletes the record's translation in `locale`; false when there was none. */
    async remove(recordId: string, locale: ContentLocale): Promise<boolean> {
      if (!isId(recordId)) return false;
      const result = await view
        .deleteFrom(from)
        .where(sql.ref(idColumn), '=', recordId)
        .where('locale', '=', locale)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
