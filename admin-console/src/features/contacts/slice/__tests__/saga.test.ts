import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { createFakeApi } from '../../../../testing/fake-api';
import { contactMessage } from '../../../../testing/fixtures';
import { flush, noticeAction, recordSaga } from '../../../../testing/run-saga';
import {
  CONTACT_CHECK_FAILED,
  CONTACT_DELETE_FAILED,
  CONTACT_DELETED,
  CONTACTS_FETCH_FAILED,
} from '../../texts';
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
} from '..';
import { contactsSaga } from '../saga';

function start() {
  const { api, backend } = createFakeApi();
  return { backend, ...recordSaga(contactsSaga, { api }) };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('contactsSaga', () => {
  it('fetches the messages and puts them', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('GET', '/contact', { body: [contactMessage()] });

    dispatch(contactsRequested());
    await flush();

    expect(backend.requests).toMatchObject([{ method: 'GET', path: '/contact' }]);
    expect(dispatched).toEqual([contactsLoaded([contactMessage()])]);
    task.cancel();
  });

  it("puts 'Failed to fetch contact data.' when the fetch fails or the answer is no list", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('GET', '/contact', { status: 503 });
    dispatch(contactsRequested());
    await flush();
    backend.on('GET', '/contact', { body: 'oops' });
    dispatch(contactsRequested());
    await flush();

    expect(dispatched).toEqual([
      contactsFailed(CONTACTS_FETCH_FAILED),
      contactsFailed(CONTACTS_FETCH_FAILED),
    ]);
    task.cancel();
  });

  it('signs out on a 401 and names the problem on a 403', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('GET', '/contact', { status: 401 });
    dispatch(contactsRequested());
    await flush();
    backend.on('GET', '/contact', { status: 403 });
    dispatch(contactsRequested());
    await flush();

    expect(dispatched.slice(0, 1)).toEqual([apiUnauthorized()]);
    expect(dispatched.slice(2)).toEqual([
      noticeAction('error', NOT_ADMIN_MESSAGE),
      contactsFailed(NOT_ADMIN_MESSAGE),
    ]);
    task.cancel();
  });

  it('PUTs {checked} and puts the change after success; reports a failure', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('PUT', '/contact/c1', { body: contactMessage({ checked: true }) });
    backend.on('PUT', '/contact/c2', { status: 500 });

    dispatch(contactCheckedChangeRequested({ id: 'c1', checked: true }));
    dispatch(contactCheckedChangeRequested({ id: 'c2', checked: true }));
    await flush();

    expect(backend.writes()).toMatchObject([
      { method: 'PUT', path: '/contact/c1', body: { checked: true } },
      { method: 'PUT', path: '/contact/c2', body: { checked: true } },
    ]);
    expect(dispatched).toEqual([
      contactCheckedChanged({ id: 'c1', checked: true }),
      contactCheckedChangeFailed('c2'),
      noticeAction('error', CONTACT_CHECK_FAILED),
    ]);
    task.cancel();
  });

  it('DELETEs a message on request, then drops its row and says so; reports a failure', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('DELETE', '/contact/c1', { status: 204 });
    backend.on('DELETE', '/contact/c2', { status: 500 });

    dispatch(contactDeleteRequested('c1'));
    dispatch(contactDeleteRequested('c2'));
    await flush();

    expect(backend.writes()).toMatchObject([
      { method: 'DELETE', path: '/contact/c1', authorization: 'Bearer token' },
      { method: 'DELETE', path: '/contact/c2' },
    ]);
    expect(dispatched).toEqual([
      contactDeleted('c1'),
      noticeAction('success', CONTACT_DELETED),
      contactDeleteFailed('c2'),
      noticeAction('error', CONTACT_DELETE_FAILED),
    ]);
    task.cancel();
  });

  it("says 'This account is not an admin.' when a delete is forbidden (403)", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('DELETE', '/contact/c1', { status: 403 });

    dispatch(contactDeleteRequested('c1'));
    await flush();

    expect(dispatched).toEqual([
      noticeAction('error', NOT_ADMIN_MESSAGE),
      contactDeleteFailed('c1'),
    ]);
    task.cancel();
  });
});
