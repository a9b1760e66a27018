// /api/contact (SPEC §7): visitors send messages (201); admins read them, tick them off
// (`checked`), and erase one when its sender asks.
import { contactCheckedSchema, contactSchema } from '@tours/shared-ui/schemas';

import { submissionRoutes } from './resource-routes';

export default submissionRoutes('contact', {
  entity: 'ContactMessage',
  label: 'Contact message',
  audit: {
    entity: 'contact',
    describe: () => 'a contact message',
    personal: ['name', 'email', 'phone', 'message'],
  },
  bodies: [contactSchema, contactCheckedSchema],
  repository: (repositories) => repositories.contactMessages,
});
