// /admin/manage-contacts (SPEC §2): the contact form's messages, newest first, each with a
// switch the admin turns on once the message has been dealt with. For data protection the loaded
// messages can be exported as CSV, and one message deleted on its sender's request.
import type { ContactMessage } from '@tours/shared-ui/domain';
import { Alert } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ExportCsvButton } from '../../../components/export-csv-button';
import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import type { CsvColumn } from '../../../lib/csv';
import { contactCheckedChangeRequested, contactDeleteRequested, contactsRequested } from '../slice';
import {
  selectContactsError,
  selectDeletingContactIds,
  selectContactsNewestFirst,
  selectContactsStatus,
  selectUpdatingContactIds,
} from '../slice/selectors';
import {
  COLUMN_TITLES,
  CONTACT_DELETE_CONFIRM,
  CONTACTS_LOADING,
  CONTACTS_TITLE,
  CSV_CHECKED_NO,
  CSV_CHECKED_YES,
  CSV_FILE_PREFIX,
  CSV_TITLES,
} from '../texts';
import { ContactsTable } from './contacts-table';

const CSV_COLUMNS: CsvColumn<ContactMessage>[] = [
  { title: COLUMN_TITLES.name, value: (message) => message.name },
  { title: COLUMN_TITLES.email, value: (message) => message.email },
  { title: COLUMN_TITLES.phone, value: (message) => message.phone },
  { title: COLUMN_TITLES.message, value: (message) => message.message },
  { title: CSV_TITLES.date, value: (message) => message.createdAt },
  {
    title: CSV_TITLES.checked,
    value: (message) => (message.checked ? CSV_CHECKED_YES : CSV_CHECKED_NO),
  },
];

export function ContactsPage() {
  const dispatch = useDispatch();
  const messages = useSelector(selectContactsNewestFirst);
  const status = useSelector(selectContactsStatus);
  const error = useSelector(selectContactsError);
  const updatingIds = useSelector(selectUpdatingContactIds);
  const deletingIds = useSelector(selectDeletingContactIds);
  const confirm = useConfirmDelete();

  useEffect(() => {
    dispatch(contactsRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="manage-contacts-heading">
      <ManagePageHeader
        title={CONTACTS_TITLE}
        headingId="manage-contacts-heading"
        actions={
          <ExportCsvButton
            rows={status === 'loaded' ? messages : []}
            columns={CSV_COLUMNS}
            fileNamePrefix={CSV_FILE_PREFIX}
          />
        }
      />
      {status === 'idle' || status === 'loading' ? (
        <PageLoading text={CONTACTS_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : (
        <ContactsTable
          messages={messages}
          updatingIds={updatingIds}
          deletingIds={deletingIds}
          onCheckedChange={(id, checked) =>
            dispatch(contactCheckedChangeRequested({ id, checked }))
          }
          onDelete={(id) =>
            confirm(CONTACT_DELETE_CONFIRM, () => dispatch(contactDeleteRequested(id)))
          }
        />
      )}
    </section>
  );
}
