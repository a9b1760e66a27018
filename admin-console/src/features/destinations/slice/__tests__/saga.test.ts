import type { DestinationInput } from '@tours/shared-ui/domain';

import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { createFakeApi } from '../../../../testing/fake-api';
import { destination } from '../../../../testing/fixtures';
import { flush, noticeAction, recordSaga } from '../../../../testing/run-saga';
import { DESTINATIONS_TEXTS } from '../../texts';
import { destinationsActions as actions } from '..';
import { destinationsSaga } from '../saga';

const { _id: _omit, ...input } = destination();
const destinationInput: DestinationInput = input;

function start() {
  const { api, backend } = createFakeApi();
  backend.on('GET', '/destinations', { body: [destination()] });
  return { backend, ...recordSaga(destinationsSaga, { api }) };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('destinationsSaga', () => {
  it('fetches the list', async () => {
    const { dispatch, dispatched, task } = start();

    dispatch(actions.listRequested());
    await flush();

    expect(dispatched).toEqual([actions.listLoaded([destination()])]);
    task.cancel();
  });

  it('logs a failed fetch, empties the list and notifies; a non-array answer is a failure', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('GET', '/destinations', { body: { destinations: [] } });

    dispatch(actions.listRequested());
    await flush();

    expect(dispatched).toEqual([
      actions.listFailed(DESTINATIONS_TEXTS.fetchFailed),
      noticeAction('error', DESTINATIONS_TEXTS.fetchFailed),
    ]);
    expect(console.error).toHaveBeenCalledWith('Fetching destinations failed.', expect.any(Error));
    task.cancel();
  });

  it('POSTs a new destination, banners it and fetches the list again', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/destinations', { status: 201, body: destination() });

    dispatch(actions.saveRequested({ id: null, input: destinationInput }));
    await flush();

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
    task.cancel();
  });

  it('PUTs an edited destination by its id', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('PUT', '/destinations/d1', { body: destination() });

    dispatch(actions.saveRequested({ id: 'd1', input: destinationInput }));
    await flush();

    expect(backend.writes()).toMatchObject([{ method: 'PUT', path: '/destinations/d1' }]);
    expect(dispatched.slice(0, 2)).toEqual([
      actions.saveSucceeded(DESTINATIONS_TEXTS.updated),
      actions.listRequested(),
    ]);
    task.cancel();
  });

  it("keeps the form open with the API's field errors when the save fails", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/destinations', {
      status: 400,
      body: { message: 'Invalid input', errors: { map: 'Map URL is required.' } },
    });

    dispatch(actions.saveRequested({ id: null, input: destinationInput }));
    await flush();

    expect(dispatched).toEqual([
      actions.saveFailed({ map: 'Map URL is required.' }),
      noticeAction('error', DESTINATIONS_TEXTS.saveFailed),
    ]);
    task.cancel();
  });

  it("DELETEs, shows 'Destination deleted successfully!' and fetches the list again", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('DELETE', '/destinations/d1', { status: 204 });

    dispatch(actions.deleteRequested('d1'));
    await flush();

    expect(backend.writes()).toMatchObject([{ method: 'DELETE', path: '/destinations/d1' }]);
    expect(dispatched.slice(0, 2)).toEqual([
      actions.deleteSucceeded(DESTINATIONS_TEXTS.deleted),
      actions.listRequested(),
    ]);
    task.cancel();
  });

  it('reports a failed delete, signs out on 401 and names a 403', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('DELETE', '/destinations/d1', { status: 500 });
    dispatch(actions.deleteRequested('d1'));
    await flush();
    backend.on('DELETE', '/destinations/d1', { status: 401 });
    dispatch(actions.deleteRequested('d1'));
    await flush();
    backend.on('DELETE', '/destinations/d1', { status: 403 });
    dispatch(actions.deleteRequested('d1'));
    await flush();

    expect(dispatched).toEqual([
      actions.deleteFailed(),
      noticeAction('error', DESTINATIONS_TEXTS.deleteFailed),
      apiUnauthorized(),
      actions.deleteFailed(),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.deleteFailed(),
    ]);
    task.cancel();
  });
});
