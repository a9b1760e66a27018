import { NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { createFakeApi } from '../../../../testing/fake-api';
import { popular } from '../../../../testing/fixtures';
import { flush, noticeAction, recordSaga } from '../../../../testing/run-saga';
import {
  POPULAR_CREATED,
  POPULAR_DELETED,
  POPULAR_FETCH_FAILED,
  POPULAR_SAVE_FAILED,
  POPULAR_UPDATED,
} from '../../texts';
import { popularActions as actions } from '..';
import { popularSaga } from '../saga';

const { _id: _omit, ...input } = popular();

function start() {
  const { api, backend } = createFakeApi();
  backend.on('GET', '/popular', { body: [popular()] });
  return { backend, ...recordSaga(popularSaga, { api }) };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('popularSaga', () => {
  it('fetches the list; a failure is logged and notified', async () => {
    const { backend, dispatch, dispatched, task } = start();
    dispatch(actions.listRequested());
    await flush();
    backend.on('GET', '/popular', { status: 500 });
    dispatch(actions.listRequested());
    await flush();

    expect(dispatched).toEqual([
      actions.listLoaded([popular()]),
      actions.listFailed(POPULAR_FETCH_FAILED),
      noticeAction('error', POPULAR_FETCH_FAILED),
    ]);
    task.cancel();
  });

  it("POSTs {title, description, src, path}: 'New popular destination added!', then reloads", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/popular', { status: 201, body: popular() });

    dispatch(actions.saveRequested({ id: null, input }));
    await flush();

    expect(backend.writes()).toEqual([expect.objectContaining({ path: '/popular', body: input })]);
    expect(dispatched).toEqual([
      actions.saveSucceeded(POPULAR_CREATED),
      actions.listRequested(),
      actions.listLoaded([popular()]),
    ]);
    task.cancel();
  });

  it("PUTs an edit: 'Popular destination updated!'; DELETE reloads too", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('PUT', '/popular/p1', { body: popular() }).on('DELETE', '/popular/p1', {});

    dispatch(actions.saveRequested({ id: 'p1', input }));
    await flush();
    dispatch(actions.deleteRequested('p1'));
    await flush();

    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /popular/p1',
      'GET /popular',
      'DELETE /popular/p1',
      'GET /popular',
    ]);
    expect(dispatched).toContainEqual(actions.saveSucceeded(POPULAR_UPDATED));
    expect(dispatched).toContainEqual(actions.deleteSucceeded(POPULAR_DELETED));
    task.cancel();
  });

  it('reports a failed save, and a 403 as not an admin', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/popular', { status: 500 });
    dispatch(actions.saveRequested({ id: null, input }));
    await flush();
    backend.on('POST', '/popular', { status: 403 });
    dispatch(actions.saveRequested({ id: null, input }));
    await flush();

    expect(dispatched).toEqual([
      actions.saveFailed({}),
      noticeAction('error', POPULAR_SAVE_FAILED),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.saveFailed({}),
    ]);
    task.cancel();
  });
});
