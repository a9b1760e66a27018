// /admin/manage-contacts (SPEC §2): the contact form's messages, newest first, each with a
// switch the admin turns on once the message has been dealt with.
import { Alert } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManagePageHeader } from '../../../components/manage-page-header';
import { PageLoading } from '../../../components/page-loading';
import { contactCheckedChangeRequested, contactsRequested } from '../slice';
import {
  selectContactsError,
  selectContactsNewestFirst,
  selectContactsStatus,
  selectUpdatingContactIds,
} from '../slice/selectors';
import { CONTACTS_LOADING, CONTACTS_TITLE } from '../texts';
import { ContactsTable } from './contacts-table';

export function ContactsPage() {
  const dispatch = useDispatch();
  const messages = useSelector(selectContactsNewestFirst);
  const status = useSelector(selectContactsStatus);
  const error = useSelector(selectContactsError);
  const updatingIds = useSelector(selectUpdatingContactIds);

  useEffect(() => {
    dispatch(contactsRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="manage-contacts-heading">
      <ManagePageHeader title={CONTACTS_TITLE} headingId="manage-contacts-heading" />
      {status === 'idle' || status === 'loading' ? (
        <PageLoading text={CONTACTS_LOADING} />
      ) : status === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : (
        <ContactsTable
          messages={messages}
          updatingIds={updatingIds}
          onCheckedChange={(id, checked) =>
            dispatch(contactCheckedChangeRequested({ id, checked }))
          }
        />
      )}
    </section>
  );
}
