import type { BlogInput } from '@tours/shared-ui/domain';

import { apiUnauthorized, NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { blog } from '../../../../testing/fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { BLOG_STATUS_FAILED, BLOGS_TEXTS } from '../../texts';
import { blogsActions as actions } from '..';
import { blogsSaga } from '../saga';

const { _id: _omit, ...input } = blog();
const blogInput: BlogInput = input;

describe('blogsSaga', () => {
  const start = sagaHarness(blogsSaga, (backend) =>
    backend.on('GET', '/blogs', { body: { blogs: [blog()] } }),
  );

  it('fetches the blogs from the object the API answers', async () => {
    const { send, dispatched } = start();

    await send(actions.listRequested());

    expect(dispatched).toEqual([actions.listLoaded([blog()])]);
  });

  it("empties the list with 'Failed to fetch blogs. Please try again.' on failure or a bad shape", async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/blogs', { body: [blog()] });
    await send(actions.listRequested());
    backend.on('GET', '/blogs', { status: 500 });
    await send(actions.listRequested());

    expect(dispatched).toEqual([
      actions.listFailed(BLOGS_TEXTS.fetchFailed),
      actions.listFailed(BLOGS_TEXTS.fetchFailed),
    ]);
    expect(console.error).toHaveBeenCalledWith(
      'Fetching blogs failed.',
      expect.objectContaining({ message: expect.stringContaining('Invalid response format') }),
    );
  });

  it('POSTs a new blog and PUTs an edited one, each followed by a fresh list', async () => {
    const { backend, send, dispatched } = start();
    backend.on('POST', '/blogs', { status: 201, body: blog() }).on('PUT', '/blogs/g1', {});

    await send(actions.saveRequested({ id: null, input: blogInput }));
    await send(actions.saveRequested({ id: 'g1', input: blogInput }));

    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /blogs',
      'GET /blogs',
      'PUT /blogs/g1',
      'GET /blogs',
    ]);
    expect(backend.requests[0]!.body).toEqual(blogInput);
    expect(dispatched).toContainEqual(actions.saveSucceeded(BLOGS_TEXTS.created));
    expect(dispatched).toContainEqual(actions.saveSucceeded(BLOGS_TEXTS.updated));
  });

  it("says the server's error, else 'Failed to save blog', when a save fails", async () => {
    const { backend, send, dispatched } = start();
    backend.on('POST', '/blogs', { status: 409, body: { error: 'Slug already in use' } });
    await send(actions.saveRequested({ id: null, input: blogInput }));
    backend.on('POST', '/blogs', { status: 500 });
    await send(actions.saveRequested({ id: null, input: blogInput }));

    expect(dispatched).toEqual([
      actions.saveFailed({}),
      noticeAction('error', 'Slug already in use'),
      actions.saveFailed({}),
      noticeAction('error', BLOGS_TEXTS.saveFailed),
    ]);
  });

  it("deletes and reloads; a failure says 'Failed to delete blog. Please try again.'", async () => {
    const { backend, send, dispatched } = start();
    backend.on('DELETE', '/blogs/g1', { status: 204 });
    await send(actions.deleteRequested('g1'));
    backend.on('DELETE', '/blogs/g1', { status: 500 });
    await send(actions.deleteRequested('g1'));

    expect(dispatched).toEqual([
      actions.deleteSucceeded(BLOGS_TEXTS.deleted),
      actions.listRequested(),
      actions.listLoaded([blog()]),
      actions.deleteFailed(),
      noticeAction('error', BLOGS_TEXTS.deleteFailed),
    ]);
  });

  it('PATCHes {status} and replaces the row with the updated blog', async () => {
    const { backend, send, dispatched } = start();
    const drafted = blog({ status: 'Draft', title: 'Renamed by the server' });
    backend.on('PATCH', '/blogs/g1', { body: drafted });

    await send(actions.itemUpdateRequested({ id: 'g1', changes: { status: 'Draft' } }));

    expect(backend.writes()).toMatchObject([
      { method: 'PATCH', path: '/blogs/g1', body: { status: 'Draft' } },
    ]);
    expect(dispatched).toEqual([actions.itemUpdated({ id: 'g1', changes: drafted })]);
  });

  it("reports a failed status change ('Failed to update blog status'), 401 and 403", async () => {
    const { backend, send, dispatched } = start();
    const change = actions.itemUpdateRequested({ id: 'g1', changes: { status: 'Published' } });
    for (const status of [500, 401, 403]) {
      backend.on('PATCH', '/blogs/g1', { status });
      await send(change);
    }

    expect(dispatched).toEqual([
      actions.itemUpdateFailed('g1'),
      noticeAction('error', BLOG_STATUS_FAILED),
      apiUnauthorized(),
      actions.itemUpdateFailed('g1'),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.itemUpdateFailed('g1'),
    ]);
  });
});
