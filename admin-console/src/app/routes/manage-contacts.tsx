// /admin/manage-contacts, its own lazily loaded chunk.
import { ContactsPage } from '../../features/contacts/components/contacts-page';

export default ContactsPage;
