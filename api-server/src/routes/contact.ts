// /api/contact (SPEC §7): visitors send messages (201); admins read them, tick them off, and
// erase one when its sender asks.
import { contactCheckedSchema, contactSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { submissionRoutes } from './submission-routes';

export default submissionRoutes({
  path: '/contact',
  tag: 'contact',
  entitySchemaId: 'ContactMessage',
  label: 'Contact message',
  summaries: {
    create: 'Send a contact message (public, rate limited)',
    list: 'Contact messages, newest first (admin)',
    setFlag: 'Mark a message checked or not (admin); answers the updated message',
    remove: 'Erase a message (admin)',
  },
  schema: contactSchema,
  bodyDoc: bodies.contact,
  flagSchema: contactCheckedSchema,
  flagDoc: bodies.contactChecked,
  create: (repositories, input) => repositories.contactMessages.create(input),
  list: (repositories) => repositories.contactMessages.list(),
  setFlag: (repositories, id, { checked }) => repositories.contactMessages.setChecked(id, checked),
  remove: (repositories, id) => repositories.contactMessages.remove(id),
});
