import type { ContactMessage, ContactRequest } from '@tours/shared-ui/domain';

import type { Db } from '../db/database';
import type { ContactMessageRow } from '../db/schema';
import { entityRepository } from './entity-repository';

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

/** A contact message just stored: what the notifications outbox reads (plugins/notifications). */
export interface WrittenContactMessage {
  kind: 'contact';
  contactMessageId: string;
}

export function createContactMessagesRepository(
  db: Db,
  onCreated: (event: WrittenContactMessage) => void = () => undefined,
) {
  const repository = entityRepository(db, {
    table: 'contact_messages',
    toEntity: toContactMessage,
    toRow: (input: ContactRequest) => ({
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
    }),
    // Newest first: the admin works through recent messages.
    orderBy: { column: 'created_at', direction: 'desc' },
    touchesUpdatedAt: false,
  });
  return {
    ...repository,
    async create(input: ContactRequest): Promise<ContactMessage> {
      const created = await repository.create(input);
      onCreated({ kind: 'contact', contactMessageId: created._id });
      return created;
    },
  };
}
