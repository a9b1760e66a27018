// /api/contact (SPEC §7): visitors send messages (201); admins read them, tick them off, and
// erase one when its sender asks.
import { contactCheckedSchema, contactSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { resourceRoutes } from './resource-routes';

export default resourceRoutes({
  path: '/contact',
  tag: 'contact',
  entity: 'ContactMessage',
  label: 'Contact message',
  list: {
    access: 'admin',
    summary: 'Contact messages, newest first',
    read: (repositories) => repositories.contactMessages.list(),
  },
  create: {
    access: 'public',
    summary: 'Send a contact message (rate limited)',
    body: { schema: contactSchema, doc: bodies.contact },
    write: (repositories, input) => repositories.contactMessages.create(input),
  },
  update: {
    summary: 'Mark a message checked or not; answers the updated message',
    body: { schema: contactCheckedSchema, doc: bodies.contactChecked },
    write: (repositories, id, { checked }) => repositories.contactMessages.setChecked(id, checked),
  },
  remove: {
    summary: 'Erase a message (a data-deletion request)',
    write: (repositories, id) => repositories.contactMessages.remove(id),
  },
});
