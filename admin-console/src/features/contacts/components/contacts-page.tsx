// /admin/manage-contacts (SPEC §2): the contact form's messages, newest first, each with a
// switch the admin turns on once the message has been dealt with. For data protection the loaded
// messages can be exported as CSV, and one message deleted on its sender's request.
import { InboxPage } from '../../../components/inbox-page';
import { newestFirst } from '../../../lib/format';
import { contactsActions } from '../slice';
import { selectContactsState } from '../slice/selectors';
import { CSV_FILE_PREFIX, PAGE_TEXTS } from '../texts';
import { CONTACT_COLUMNS, CONTACT_CSV_COLUMNS } from './contact-columns';

export function ContactsPage() {
  return (
    <InboxPage
      actions={contactsActions}
      selectState={selectContactsState}
      texts={PAGE_TEXTS}
      view={newestFirst}
      columns={CONTACT_COLUMNS}
      flag={(message) => message.checked}
      csv={{ columns: CONTACT_CSV_COLUMNS, fileNamePrefix: CSV_FILE_PREFIX }}
    />
  );
}
