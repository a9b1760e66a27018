import type { ContactMessage, ContactRequest } from '@tours/shared-ui/domain';

import type { Db } from '../db/database';
import type { ContactMessageRow } from '../db/schema';
import { deleteById, isUuid } from './uuid';

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.created_at.toISOString(),
    checked: row.checked,
  };
}

export function createContactMessagesRepository(db: Db) {
  return {
    /** Newest first: the admin works through recent messages. */
    async list(): Promise<ContactMessage[]> {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toContactMessage);
    },

    async create(input: ContactRequest): Promise<ContactMessage> {
      const row = await db
        .insertInto('contact_messages')
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toContactMessage(row);
    },

    async setChecked(id: string, checked: boolean): Promise<ContactMessage | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('contact_messages')
        .set({ checked })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toContactMessage(row) : null;
    },

    /** Erases one record (a person's data-deletion request). */
    remove(id: string): Promise<boolean> {
      return deleteById(db, 'contact_messages', id);
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
