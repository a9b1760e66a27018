// Manage Contacts side effects: fetch the messages, mark one checked or not, delete one (a
// person's data-deletion request).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ContactMessage } from '@tours/shared-ui/domain';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';

import { callApi, failureText, reportFailure, type ApiServices } from '../../../lib/call-api';
import { noticeShown } from '../../../lib/notices';
import {
  CONTACT_CHECK_FAILED,
  CONTACT_DELETE_FAILED,
  CONTACT_DELETED,
  CONTACTS_FETCH_FAILED,
} from '../texts';
import {
  contactCheckedChanged,
  contactCheckedChangeFailed,
  contactCheckedChangeRequested,
  contactDeleted,
  contactDeleteFailed,
  contactDeleteRequested,
  contactsFailed,
  contactsLoaded,
  contactsRequested,
} from '.';
import type { ContactCheckedChange } from './types';

export function* fetchContactsWorker({ api }: ApiServices): SagaIterator {
  try {
    const data: unknown = yield* callApi(api.contact.list);
    if (!Array.isArray(data)) throw new Error('Invalid API response: Expected an array.');
    yield put(
      contactsLoaded(
        (data as ContactMessage[]).map((item) => ({ ...item, checked: Boolean(item.checked) })),
      ),
    );
  } catch (error) {
    console.error('Fetching contact messages failed.', error);
    yield put(contactsFailed(failureText(error, CONTACTS_FETCH_FAILED)));
  }
}

export function* changeContactCheckedWorker(
  { api }: ApiServices,
  action: PayloadAction<ContactCheckedChange>,
): SagaIterator {
  const { id, checked } = action.payload;
  try {
    yield* callApi(api.contact.setChecked, id, checked);
    yield put(contactCheckedChanged({ id, checked }));
  } catch (error) {
    yield put(contactCheckedChangeFailed(id));
    yield call(reportFailure, 'Updating a contact message failed.', error, CONTACT_CHECK_FAILED);
  }
}

export function* deleteContactWorker(
  { api }: ApiServices,
  action: PayloadAction<string>,
): SagaIterator {
  const id = action.payload;
  try {
    yield* callApi(api.contact.remove, id);
    yield put(contactDeleted(id));
    yield put(noticeShown('success', CONTACT_DELETED));
  } catch (error) {
    yield put(contactDeleteFailed(id));
    yield call(reportFailure, 'Deleting a contact message failed.', error, CONTACT_DELETE_FAILED);
  }
}

export function* contactsSaga(services: ApiServices): SagaIterator {
  yield all([
    takeLatest(contactsRequested.type, fetchContactsWorker, services),
    // takeEvery, not takeLatest: switching a second row must not cancel the first row's update.
    takeEvery(contactCheckedChangeRequested.type, changeContactCheckedWorker, services),
    takeEvery(contactDeleteRequested.type, deleteContactWorker, services),
  ]);
}
