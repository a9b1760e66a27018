// The audit log (docs/booking-office.md, "Audit log"): one append-only entry per admin write, in
// the write's own transaction. The repositories of an admin's transaction carry its actor; the
// transaction helper refuses to commit an admin write that recorded nothing (plugins/repositories).
import type {
  Actor,
  AuditAction,
  AuditEntity,
  AuditEntry,
  AuditPage,
  JsonValue,
} from '@tours/shared-ui/booking-office';
import type { AuditQuery } from '@tours/shared-ui/schemas';
import { sql } from 'kysely';

import type { Db } from '../db/database';

export type AuditChanges = Record<string, { from: JsonValue; to: JsonValue }>;

export interface AuditRecord {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  summary: string;
  changes?: AuditChanges;
}

/** What an entry shows instead of a person's name, phone, email or message. */
export const PERSONAL_VALUE = '(personal data)';
/** Values longer than this (as JSON) are recorded by their size: a blog's HTML is not copied. */
const MAX_VALUE_LENGTH = 500;

function recorded(value: unknown, personal: boolean): JsonValue {
  if (value === undefined || value === null) return null;
  if (personal) return PERSONAL_VALUE;
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE_LENGTH
    ? `(${json.length} characters)`
    : (JSON.parse(json) as JsonValue);
}

/**
 * The fields that differ between two versions of a record (null before a create, null after a
 * delete), `_id` and timestamps left out; personal fields are listed with PERSONAL_VALUE.
 */
export function changesBetween(
  before: object | null,
  after: object | null,
  personal: readonly string[] = [],
): AuditChanges {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (field === '_id' || field === 'createdAt') continue;
    if (JSON.stringify(from[field] ?? null) === JSON.stringify(to[field] ?? null)) continue;
    const isPersonal = personal.includes(field);
    changes[field] = {
      from: before ? recorded(from[field], isPersonal) : null,
      to: after ? recorded(to[field], isPersonal) : null,
    };
  }
  return changes;
}

export function createAuditRepository(db: Db, actor: Actor | null) {
  let count = 0;
  return {
    /** The admin whose write this transaction is; null for a visitor's request or a job. */
    actor,
    /** How many entries this transaction recorded. */
    get recorded(): number {
      return count;
    },

    async record(entry: AuditRecord): Promise<void> {
      if (!actor) throw new Error('An audit entry needs the admin who made the write.');
      await db
        .insertInto('audit_log')
        .values({
          actor_uid: actor.uid,
          actor_email: actor.email,
          entity: entry.entity,
          entity_id: entry.entityId,
          action: entry.action,
          summary: entry.summary,
          changes: JSON.stringify(entry.changes ?? {}),
        })
        .execute();
      count += 1;
    },

    /**
     * Newest first by time, ties (one transaction's entries share its `at`) broken by id;
     * `limit` entries after the cursor `before` (an entry's id) in that order.
     */
    async page(query: AuditQuery): Promise<AuditPage> {
      let select = db.selectFrom('audit_log as entry').select([
        // Cast under another name: selected as `id`, ORDER BY id would sort the text.
        sql<string>`entry.id::text`.as('entry_id'),
        'entry.at',
        'entry.actor_uid',
        'entry.actor_email',
        'entry.entity',
        'entry.entity_id',
        'entry.action',
        'entry.summary',
        'entry.changes',
      ]);
      if (query.entity) select = select.where('entry.entity', '=', query.entity);
      if (query.entityId) select = select.where('entry.entity_id', '=', query.entityId);
      if (query.before) {
        select = select.where(
          sql<boolean>`(entry.at, entry.id) < (select cursor.at, cursor.id from audit_log cursor where cursor.id = ${query.before}::bigint)`,
        );
      }
      const rows = await select
        .orderBy('entry.at', 'desc')
        .orderBy('entry.id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const entries: AuditEntry[] = rows.slice(0, query.limit).map((row) => ({
        id: row.entry_id,
        at: row.at.toISOString(),
        actor: { uid: row.actor_uid, email: row.actor_email },
        entity: row.entity,
        entityId: row.entity_id,
        action: row.action,
        summary: row.summary,
        changes: row.changes,
      }));
      return {
        entries,
        nextCursor: rows.length > query.limit ? (entries.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
