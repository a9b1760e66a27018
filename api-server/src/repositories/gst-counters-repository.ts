// The `gst_counters` table (migration 0008): one row per document series and financial year, the
// last sequence number it gave. docs/gst.md, "The series in the database".
import type { GstDocumentType } from '@tours/shared-ui/gst';
import { sql } from 'kysely';

import type { Db } from '../db/database';

export function createGstCountersRepository(db: Db) {
  return {
    /**
     * The next sequence of a series in a financial year (1 for the first). The upsert takes the
     * counter row's lock until this transaction ends, so a concurrent taker (another request,
     * another API replica) waits and then gets the next number: consecutive, never repeated; a
     * transaction that rolls back gives its number back (CGST Rules, rule 46(b): consecutive).
     */
    async next(series: GstDocumentType, financialYear: string): Promise<number> {
      const row = await db
        .insertInto('gst_counters')
        .values({ series, financial_year: financialYear, last_sequence: 1 })
        .onConflict((conflict) =>
          conflict.columns(['series', 'financial_year']).doUpdateSet({
            last_sequence: sql<number>`gst_counters.last_sequence + 1`,
          }),
        )
        .returning('last_sequence')
        .executeTakeFirstOrThrow();
      return row.last_sequence;
    },
  };
}
