import { ApiError } from '@tours/shared-ui/api';
import type { SagaIterator } from 'redux-saga';

import { createFakeApi } from '../../testing/fake-api';
import { noticeAction, recordSaga } from '../../testing/run-saga';
import {
  apiUnauthorized,
  callApi,
  failureText,
  NOT_ADMIN_MESSAGE,
  reportFailure,
  SESSION_ENDED_MESSAGE,
} from '../call-api';

/** A worker as the features write them: the API through callApi, the outcome recorded. */
function* worker(call: () => SagaIterator<unknown>, outcome: { value?: unknown; error?: unknown }) {
  try {
    outcome.value = yield* call();
  } catch (error) {
    outcome.error = error;
  }
}

describe('callApi', () => {
  it('returns what the API answered', async () => {
    const { api, backend } = createFakeApi();
    backend.on('GET', '/contact', { body: [{ _id: 'c1' }] });
    const outcome: { value?: unknown } = {};

    const { task, dispatched } = recordSaga(worker, () => callApi(api.contact.list), outcome);
    await task.toPromise();

    expect(outcome.value).toEqual([{ _id: 'c1' }]);
    expect(dispatched).toEqual([]);
  });

  it('puts apiUnauthorized on a 401 that survives the token refresh, and throws it', async () => {
    const { api, backend } = createFakeApi();
    backend.on('GET', '/bookings', { status: 401, body: { message: 'Invalid token' } });
    const outcome: { error?: unknown } = {};

    const { task, dispatched } = recordSaga(worker, () => callApi(api.bookings.list), outcome);
    await task.toPromise();

    // The client retried once with a refreshed token before giving up.
    expect(backend.requests.map((request) => request.authorization)).toEqual([
      'Bearer token',
      'Bearer fresh-token',
    ]);
    expect(dispatched).toEqual([apiUnauthorized()]);
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error).toMatchObject({ status: 401 });
  });

  it("tells the admin 'This account is not an admin.' on a 403, and throws it", async () => {
    const { api, backend } = createFakeApi();
    backend.on('PUT', '/contact/c1', { status: 403, body: { message: 'Forbidden' } });
    const outcome: { error?: unknown } = {};

    const { task, dispatched } = recordSaga(
      worker,
      () => callApi(api.contact.setChecked, 'c1', true),
      outcome,
    );
    await task.toPromise();

    expect(dispatched).toEqual([noticeAction('error', NOT_ADMIN_MESSAGE)]);
    expect(outcome.error).toMatchObject({ status: 403 });
  });

  it('leaves other failures to the worker, with the server message', async () => {
    const { api, backend } = createFakeApi();
    backend.on('DELETE', '/blogs/g1', { status: 500, body: { message: 'Database down' } });
    const outcome: { error?: unknown } = {};

    const { task, dispatched } = recordSaga(worker, () => callApi(api.blogs.remove, 'g1'), outcome);
    await task.toPromise();

    expect(dispatched).toEqual([]);
    expect(outcome.error).toMatchObject({ status: 500, message: 'Database down' });
  });
});

describe('failureText and reportFailure', () => {
  it('name the access problem, or fall back to the screen text', () => {
    expect(failureText(new ApiError('x', 403), 'Failed.')).toBe(NOT_ADMIN_MESSAGE);
    expect(failureText(new ApiError('x', 401), 'Failed.')).toBe(SESSION_ENDED_MESSAGE);
    expect(failureText(new ApiError('x', 500), 'Failed.')).toBe('Failed.');
    expect(failureText(new Error('offline'), 'Failed.')).toBe('Failed.');
  });

  it('log every failure and notify only those callApi has not already reported', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const failed = recordSaga(reportFailure, 'Saving failed.', new ApiError('x', 500), 'Failed.');
    await failed.task.toPromise();
    const forbidden = recordSaga(
      reportFailure,
      'Saving failed.',
      new ApiError('x', 403),
      'Failed.',
    );
    await forbidden.task.toPromise();

    expect(failed.dispatched).toEqual([noticeAction('error', 'Failed.')]);
    expect(forbidden.dispatched).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
