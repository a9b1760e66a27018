import type { BlogInput } from '@tours/shared-ui/domain';

import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { createFakeApi } from '../../../../testing/fake-api';
import { blog } from '../../../../testing/fixtures';
import { flush, noticeAction, recordSaga } from '../../../../testing/run-saga';
import { BLOG_STATUS_FAILED, BLOGS_TEXTS } from '../../texts';
import { blogsActions as actions } from '..';
import { blogsSaga } from '../saga';

const { _id: _omit, ...input } = blog();
const blogInput: BlogInput = input;

function start() {
  const { api, backend } = createFakeApi();
  backend.on('GET', '/blogs', { body: { blogs: [blog()] } });
  return { backend, ...recordSaga(blogsSaga, { api }) };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('blogsSaga', () => {
  it('fetches the blogs from the object the API answers', async () => {
    const { dispatch, dispatched, task } = start();

    dispatch(actions.listRequested());
    await flush();

    expect(dispatched).toEqual([actions.listLoaded([blog()])]);
    task.cancel();
  });

  it("empties the list with 'Failed to fetch blogs. Please try again.' on failure or a bad shape", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('GET', '/blogs', { body: [blog()] });
    dispatch(actions.listRequested());
    await flush();
    backend.on('GET', '/blogs', { status: 500 });
    dispatch(actions.listRequested());
    await flush();

    expect(dispatched).toEqual([
      actions.listFailed(BLOGS_TEXTS.fetchFailed),
      actions.listFailed(BLOGS_TEXTS.fetchFailed),
    ]);
    expect(console.error).toHaveBeenCalledWith(
      'Fetching blogs failed.',
      expect.objectContaining({ message: expect.stringContaining('Invalid response format') }),
    );
    task.cancel();
  });

  it('POSTs a new blog and PUTs an edited one, each followed by a fresh list', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/blogs', { status: 201, body: blog() }).on('PUT', '/blogs/g1', {});

    dispatch(actions.saveRequested({ id: null, input: blogInput }));
    await flush();
    dispatch(actions.saveRequested({ id: 'g1', input: blogInput }));
    await flush();

    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /blogs',
      'GET /blogs',
      'PUT /blogs/g1',
      'GET /blogs',
    ]);
    expect(backend.requests[0]!.body).toEqual(blogInput);
    expect(dispatched).toContainEqual(actions.saveSucceeded(BLOGS_TEXTS.created));
    expect(dispatched).toContainEqual(actions.saveSucceeded(BLOGS_TEXTS.updated));
    task.cancel();
  });

  it("says the server's error, else 'Failed to save blog', when a save fails", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/blogs', { status: 409, body: { error: 'Slug already in use' } });
    dispatch(actions.saveRequested({ id: null, input: blogInput }));
    await flush();
    backend.on('POST', '/blogs', { status: 500 });
    dispatch(actions.saveRequested({ id: null, input: blogInput }));
    await flush();

    expect(dispatched).toEqual([
      actions.saveFailed({}),
      noticeAction('error', 'Slug already in use'),
      actions.saveFailed({}),
      noticeAction('error', BLOGS_TEXTS.saveFailed),
    ]);
    task.cancel();
  });

  it("deletes and reloads; a failure says 'Failed to delete blog. Please try again.'", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('DELETE', '/blogs/g1', { status: 204 });
    dispatch(actions.deleteRequested('g1'));
    await flush();
    backend.on('DELETE', '/blogs/g1', { status: 500 });
    dispatch(actions.deleteRequested('g1'));
    await flush();

    expect(dispatched).toEqual([
      actions.deleteSucceeded(BLOGS_TEXTS.deleted),
      actions.listRequested(),
      actions.listLoaded([blog()]),
      actions.deleteFailed(),
      noticeAction('error', BLOGS_TEXTS.deleteFailed),
    ]);
    task.cancel();
  });

  it('PATCHes {status} and replaces the row with the updated blog', async () => {
    const { backend, dispatch, dispatched, task } = start();
    const drafted = blog({ status: 'Draft', title: 'Renamed by the server' });
    backend.on('PATCH', '/blogs/g1', { body: drafted });

    dispatch(actions.itemUpdateRequested({ id: 'g1', changes: { status: 'Draft' } }));
    await flush();

    expect(backend.writes()).toMatchObject([
      { method: 'PATCH', path: '/blogs/g1', body: { status: 'Draft' } },
    ]);
    expect(dispatched).toEqual([actions.itemUpdated({ id: 'g1', changes: drafted })]);
    task.cancel();
  });

  it("reports a failed status change ('Failed to update blog status'), 401 and 403", async () => {
    const { backend, dispatch, dispatched, task } = start();
    const change = actions.itemUpdateRequested({ id: 'g1', changes: { status: 'Published' } });
    for (const status of [500, 401, 403]) {
      backend.on('PATCH', '/blogs/g1', { status });
      dispatch(change);
      await flush();
    }

    expect(dispatched).toEqual([
      actions.itemUpdateFailed('g1'),
      noticeAction('error', BLOG_STATUS_FAILED),
      apiUnauthorized(),
      actions.itemUpdateFailed('g1'),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.itemUpdateFailed('g1'),
    ]);
    task.cancel();
  });
});
