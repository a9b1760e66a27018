import type { DestinationInput } from '@tours/shared-ui/domain';

import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { destination } from '../../../../testing/fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { DESTINATIONS_TEXTS } from '../../texts';
import { destinationsActions as actions } from '..';
import { destinationsSaga } from '../saga';

const { _id: _omit, ...input } = destination();
const destinationInput: DestinationInput = input;

describe('destinationsSaga', () => {
  const start = sagaHarness(destinationsSaga, (backend) =>
    backend.on('GET', '/destinations', { body: [destination()] }),
  );

  it('fetches the list', async () => {
    const { send, dispatched } = start();

    await send(actions.listRequested());

    expect(dispatched).toEqual([actions.listLoaded([destination()])]);
  });

  it('logs a failed fetch, empties the list and notifies; a non-array answer is a failure', async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/destinations', { body: { destinations: [] } });

    await send(actions.listRequested());

    expect(dispatched).toEqual([
      actions.listFailed(DESTINATIONS_TEXTS.fetchFailed),
      noticeAction('error', DESTINATIONS_TEXTS.fetchFailed),
    ]);
    expect(console.error).toHaveBeenCalledWith('Fetching destinations failed.', expect.any(Error));
  });

  it('POSTs a new destination, banners it and fetches the list again', async () => {
    const { backend, send, dispatched } = start();
    backend.on('POST', '/destinations', { status: 201, body: destination() });

    await send(actions.saveRequested({ id: null, input: destinationInput }));

    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /destinations',
      'GET /destinations',
    ]);
    expect(backend.requests[0]!.body).toEqual(destinationInput);
    expect(dispatched).toEqual([
      actions.saveSucceeded(DESTINATIONS_TEXTS.created),
      actions.listRequested(),
      actions.listLoaded([destination()]),
    ]);
  });

  it('PUTs an edited destination by its id', async () => {
    const { backend, send, dispatched } = start();
    backend.on('PUT', '/destinations/d1', { body: destination() });

    await send(actions.saveRequested({ id: 'd1', input: destinationInput }));

    expect(backend.writes()).toMatchObject([{ method: 'PUT', path: '/destinations/d1' }]);
    expect(dispatched.slice(0, 2)).toEqual([
      actions.saveSucceeded(DESTINATIONS_TEXTS.updated),
      actions.listRequested(),
    ]);
  });

  it("keeps the form open with the API's field errors when the save fails", async () => {
    const { backend, send, dispatched } = start();
    backend.on('POST', '/destinations', {
      status: 400,
      body: { message: 'Invalid input', errors: { map: 'Map URL is required.' } },
    });

    await send(actions.saveRequested({ id: null, input: destinationInput }));

    expect(dispatched).toEqual([
      actions.saveFailed({ map: 'Map URL is required.' }),
      noticeAction('error', DESTINATIONS_TEXTS.saveFailed),
    ]);
  });

  it("DELETEs, shows 'Destination deleted successfully!' and fetches the list again", async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/destinations/d1', { status: 204 });

    await send(actions.deleteRequested('d1'));

    expect(backend.writes()).toMatchObject([{ method: 'DELETE', path: '/destinations/d1' }]);
    expect(dispatched.slice(0, 2)).toEqual([
      actions.deleteSucceeded(DESTINATIONS_TEXTS.deleted),
      actions.listRequested(),
    ]);
  });

  it('reports a failed delete, signs out on 401 and names a 403', async () => {
    const { backend, send, dispatched } = start();
    for (const status of [500, 401, 403]) {
      backend.on('DELETE', '/destinations/d1', { status });
      await send(actions.deleteRequested('d1'));
    }

    expect(dispatched).toEqual([
      actions.deleteFailed(),
      noticeAction('error', DESTINATIONS_TEXTS.deleteFailed),
      apiUnauthorized(),
      actions.deleteFailed(),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.deleteFailed(),
    ]);
  });
});
