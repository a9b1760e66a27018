import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { contactMessage } from '../../../../testing/fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import {
  CONTACT_CHECK_FAILED,
  CONTACT_DELETE_FAILED,
  CONTACT_DELETED,
  CONTACTS_FETCH_FAILED,
} from '../../texts';
import { contactsActions as actions } from '..';
import { contactsSaga } from '../saga';

describe('contactsSaga', () => {
  const start = sagaHarness(contactsSaga);

  it('fetches the messages and puts them', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/contact', { body: [contactMessage()] });

    await send(actions.listRequested());

    expect(backend.requests).toMatchObject([{ method: 'GET', path: '/contact' }]);
    expect(dispatched).toEqual([actions.listLoaded([contactMessage()])]);
  });

  it("puts 'Failed to fetch contact data.' when the fetch fails or the answer is no list", async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/contact', { status: 503 });
    await send(actions.listRequested());
    backend.on('GET', '/contact', { body: 'oops' });
    await send(actions.listRequested());

    expect(dispatched).toEqual([
      actions.listFailed(CONTACTS_FETCH_FAILED),
      actions.listFailed(CONTACTS_FETCH_FAILED),
    ]);
  });

  it('signs out on a 401 and names the problem on a 403', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/contact', { status: 401 });
    await send(actions.listRequested());
    backend.on('GET', '/contact', { status: 403 });
    await send(actions.listRequested());

    expect(dispatched.slice(0, 1)).toEqual([apiUnauthorized()]);
    expect(dispatched.slice(2)).toEqual([
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.listFailed(NOT_ADMIN_MESSAGE),
    ]);
  });

  it('PUTs {checked} and puts the change after success; reports a failure', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/contact/c1', { body: contactMessage({ checked: true }) });
    backend.on('PUT', '/contact/c2', { status: 500 });

    await send(
      actions.flagChangeRequested({ id: 'c1', value: true }),
      actions.flagChangeRequested({ id: 'c2', value: true }),
    );

    expect(backend.writes()).toMatchObject([
      { method: 'PUT', path: '/contact/c1', body: { checked: true } },
      { method: 'PUT', path: '/contact/c2', body: { checked: true } },
    ]);
    expect(dispatched).toEqual([
      actions.flagChanged({ id: 'c1', value: true }),
      actions.flagChangeFailed('c2'),
      noticeAction('error', CONTACT_CHECK_FAILED),
    ]);
  });

  it('DELETEs a message on request, then drops its row and says so; reports a failure', async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/contact/c1', { status: 204 });
    backend.on('DELETE', '/contact/c2', { status: 500 });

    await send(actions.deleteRequested('c1'), actions.deleteRequested('c2'));

    expect(backend.writes()).toMatchObject([
      { method: 'DELETE', path: '/contact/c1', authorization: 'Bearer token' },
      { method: 'DELETE', path: '/contact/c2' },
    ]);
    expect(dispatched).toEqual([
      actions.deleted('c1'),
      noticeAction('success', CONTACT_DELETED),
      actions.deleteFailed('c2'),
      noticeAction('error', CONTACT_DELETE_FAILED),
    ]);
  });

  it("says 'This account is not an admin.' when a delete is forbidden (403)", async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/contact/c1', { status: 403 });

    await send(actions.deleteRequested('c1'));

    expect(dispatched).toEqual([
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.deleteFailed('c1'),
    ]);
  });
});
