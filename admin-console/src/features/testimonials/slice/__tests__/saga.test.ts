import { NOT_ADMIN_MESSAGE } from '../../../../lib/call-api';
import { createFakeApi } from '../../../../testing/fake-api';
import { testimonial } from '../../../../testing/fixtures';
import { flush, noticeAction, recordSaga } from '../../../../testing/run-saga';
import {
  TESTIMONIAL_CREATED,
  TESTIMONIAL_DELETED,
  TESTIMONIALS_FETCH_FAILED,
  TESTIMONIAL_SAVE_FAILED,
  TESTIMONIAL_UPDATED,
} from '../../texts';
import { testimonialsActions as actions } from '..';
import { testimonialsSaga } from '../saga';

const { _id: _omit, ...input } = testimonial();

function start() {
  const { api, backend } = createFakeApi();
  backend.on('GET', '/testimonials', { body: [testimonial()] });
  return { backend, ...recordSaga(testimonialsSaga, { api }) };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('testimonialsSaga', () => {
  it('fetches the list; a failure is logged and notified', async () => {
    const { backend, dispatch, dispatched, task } = start();
    dispatch(actions.listRequested());
    await flush();
    backend.on('GET', '/testimonials', { status: 500 });
    dispatch(actions.listRequested());
    await flush();

    expect(dispatched).toEqual([
      actions.listLoaded([testimonial()]),
      actions.listFailed(TESTIMONIALS_FETCH_FAILED),
      noticeAction('error', TESTIMONIALS_FETCH_FAILED),
    ]);
    task.cancel();
  });

  it("POSTs {name, image, title, feedback}: 'New testimonial added!', then reloads", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/testimonials', { status: 201, body: testimonial() });

    dispatch(actions.saveRequested({ id: null, input }));
    await flush();

    expect(backend.writes()).toEqual([
      expect.objectContaining({ path: '/testimonials', body: input }),
    ]);
    expect(dispatched).toEqual([
      actions.saveSucceeded(TESTIMONIAL_CREATED),
      actions.listRequested(),
      actions.listLoaded([testimonial()]),
    ]);
    task.cancel();
  });

  it("PUTs an edit: 'Testimonial updated!'; DELETE reloads too", async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend
      .on('PUT', '/testimonials/t1', { body: testimonial() })
      .on('DELETE', '/testimonials/t1', {});

    dispatch(actions.saveRequested({ id: 't1', input }));
    await flush();
    dispatch(actions.deleteRequested('t1'));
    await flush();

    expect(backend.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /testimonials/t1',
      'GET /testimonials',
      'DELETE /testimonials/t1',
      'GET /testimonials',
    ]);
    expect(dispatched).toContainEqual(actions.saveSucceeded(TESTIMONIAL_UPDATED));
    expect(dispatched).toContainEqual(actions.deleteSucceeded(TESTIMONIAL_DELETED));
    task.cancel();
  });

  it('reports a failed save, and a 403 as not an admin', async () => {
    const { backend, dispatch, dispatched, task } = start();
    backend.on('POST', '/testimonials', { status: 500 });
    dispatch(actions.saveRequested({ id: null, input }));
    await flush();
    backend.on('POST', '/testimonials', { status: 403 });
    dispatch(actions.saveRequested({ id: null, input }));
    await flush();

    expect(dispatched).toEqual([
      actions.saveFailed({}),
      noticeAction('error', TESTIMONIAL_SAVE_FAILED),
      noticeAction('error', NOT_ADMIN_MESSAGE),
      actions.saveFailed({}),
    ]);
    task.cancel();
  });
});
