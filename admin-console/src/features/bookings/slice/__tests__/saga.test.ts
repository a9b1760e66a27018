import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';

import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { booking } from '../../../../testing/fixtures';
import { flush, noticeAction, sagaHarness } from '../../../../testing/run-saga';
import {
  BOOKING_DELETE_FAILED,
  BOOKING_DELETED,
  BOOKING_STATUS_UPDATE_FAILED,
  BOOKINGS_FETCH_FAILED,
  BOOKINGS_SEARCH_FAILED,
} from '../../texts';
import { bookingsActions as actions, bookingsViewActions as viewActions } from '..';
import { BOOKING_COLUMNS_STORAGE_KEY, bookingsSaga, SEARCH_PAUSE_MS } from '../saga';

describe('bookingsSaga', () => {
  const start = sagaHarness(bookingsSaga);

  it('fetches the bookings and puts them, children 0 when absent', async () => {
    const { backend, send, dispatched } = start();
    const withoutChildren = { ...booking({ _id: 'b2' }), children: undefined };
    backend.on('GET', '/bookings', { body: [booking(), withoutChildren] });

    await send(actions.listRequested());

    expect(backend.requests).toMatchObject([{ method: 'GET', path: '/bookings' }]);
    expect(dispatched).toEqual([
      actions.listLoaded([booking(), booking({ _id: 'b2', children: 0 })]),
    ]);
  });

  it("puts 'Failed to fetch booking data.' when the fetch fails or the answer is no list", async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings', { status: 500 });
    await send(actions.listRequested());
    backend.on('GET', '/bookings', { body: { bookings: [] } });
    await send(actions.listRequested());

    expect(dispatched).toEqual([
      actions.listFailed(BOOKINGS_FETCH_FAILED),
      actions.listFailed(BOOKINGS_FETCH_FAILED),
    ]);
  });

  it('signs the admin out on a 401 and shows no data', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings', { status: 401 });

    await send(actions.listRequested());

    expect(dispatched[0]).toEqual(apiUnauthorized());
    expect(dispatched[1]).toMatchObject({ type: actions.listFailed.type });
  });

  it("says 'This account is not an admin.' on a 403, in the page too", async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings', { status: 403 });

    await send(actions.listRequested());

    expect(dispatched).toEqual([
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.listFailed(NOT_ADMIN_MESSAGE),
    ]);
  });

  it('PUTs the new status and puts the change once the API accepted it', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/bookings/b1', { body: booking({ status: true }) });

    await send(actions.flagChangeRequested({ id: 'b1', value: true }));

    expect(backend.writes()).toMatchObject([
      { method: 'PUT', path: '/bookings/b1', body: { status: true } },
    ]);
    expect(dispatched).toEqual([actions.flagChanged({ id: 'b1', value: true })]);
  });

  it('keeps both rows when two are switched at once, and reports a failed change', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/bookings/b1', { body: {} }).on('PUT', '/bookings/b2', { status: 500 });

    await send(
      actions.flagChangeRequested({ id: 'b1', value: true }),
      actions.flagChangeRequested({ id: 'b2', value: false }),
    );

    expect(dispatched).toEqual([
      actions.flagChanged({ id: 'b1', value: true }),
      actions.flagChangeFailed('b2'),
      noticeAction('error', BOOKING_STATUS_UPDATE_FAILED),
    ]);
  });

  it('DELETEs a booking on request, then drops its row and says so; reports a refusal', async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/bookings/b1', { status: 204 });
    // A server without the route answers 404: the admin is told, the row stays.
    backend.on('DELETE', '/bookings/b2', { status: 404, body: { message: 'Not Found' } });

    await send(actions.deleteRequested('b1'), actions.deleteRequested('b2'));

    expect(backend.writes()).toMatchObject([
      { method: 'DELETE', path: '/bookings/b1', authorization: 'Bearer token' },
      { method: 'DELETE', path: '/bookings/b2' },
    ]);
    expect(dispatched).toEqual([
      actions.deleted('b1'),
      noticeAction('success', BOOKING_DELETED),
      actions.deleteFailed('b2'),
      noticeAction('error', BOOKING_DELETE_FAILED),
    ]);
  });

  it('signs out instead of deleting when the session is refused (401)', async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/bookings/b1', { status: 401 });

    await send(actions.deleteRequested('b1'));

    expect(dispatched).toEqual([apiUnauthorized(), actions.deleteFailed('b1')]);
  });

  it("answers a 409 refusal in the server's words (a booking with payments)", async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/bookings/b1', {
      status: 409,
      body: { message: BOOKING_OFFICE_ERRORS.deleteRefused },
    });

    await send(actions.deleteRequested('b1'));

    expect(dispatched).toEqual([
      actions.deleteFailed('b1'),
      noticeAction('error', BOOKING_OFFICE_ERRORS.deleteRefused),
    ]);
  });
});

describe('bookingsSaga: the search and the columns', () => {
  const start = sagaHarness(bookingsSaga);
  const pause = () => new Promise((resolve) => setTimeout(resolve, SEARCH_PAUSE_MS + 50));

  beforeEach(() => localStorage.clear());

  it('asks the server once typing pauses, with the last text only, and puts its answer', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings', { body: [booking({ _id: 'b9' })] });

    await send(viewActions.queryChanged('00'));
    await send(viewActions.queryChanged(' 0009 '));
    await pause();
    await flush();

    expect(backend.requests).toMatchObject([
      { method: 'GET', path: '/bookings', query: { q: '0009' } },
    ]);
    expect(dispatched).toEqual([
      actions.listLoaded([booking({ _id: 'b9' })]),
      viewActions.searchSettled(),
    ]);
  });

  it('asks for every booking when the box is emptied, and reports a failed search', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/bookings', { status: 500 });

    await send(viewActions.queryChanged(''));
    await pause();
    await flush();

    expect(backend.requests).toMatchObject([{ path: '/bookings', query: {} }]);
    expect(dispatched).toEqual([
      noticeAction('error', BOOKINGS_SEARCH_FAILED),
      viewActions.searchSettled(),
    ]);
  });

  it('keeps the chosen columns in the browser and restores them on the next start', async () => {
    const first = start();
    await first.send(viewActions.columnsChosen(['phone', 'message']));
    expect(JSON.parse(localStorage.getItem(BOOKING_COLUMNS_STORAGE_KEY)!)).toEqual([
      'phone',
      'message',
    ]);
    first.task.cancel();

    // A value from an older version keeps only the columns still offered.
    localStorage.setItem(BOOKING_COLUMNS_STORAGE_KEY, '["message","gone","phone"]');
    const { dispatched } = start();
    await flush();
    expect(dispatched).toEqual([viewActions.columnsRestored(['phone', 'message'])]);
  });
});
