// Manage Blogs side effects (SPEC §7): GET /api/blogs (an object with a blogs list), POST, PUT,
// DELETE, each save or delete followed by a fresh list, and PATCH {status} for the quick switch.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Blog, BlogInput } from '@tours/shared-ui/domain';
import { serverMessage } from '@tours/shared-ui/api';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, takeEvery } from 'redux-saga/effects';

import { callApi, reportFailureInServerWords, type ApiServices } from '../../../lib/call-api';
import type { ItemChange } from '../../../lib/manage-resource';
import { createResourceSaga } from '../../../lib/manage-resource-saga';
import { BLOG_STATUS_FAILED, BLOGS_INVALID_RESPONSE, BLOGS_TEXTS } from '../texts';
import { blogsActions } from '.';

/** SPEC §5: the admin list answer is an object with a blogs array. */
export function parseBlogList(data: unknown): Blog[] {
  const blogs = (data as { blogs?: unknown } | null)?.blogs;
  if (!data || typeof data !== 'object' || !Array.isArray(blogs)) {
    throw new Error(BLOGS_INVALID_RESPONSE);
  }
  return blogs as Blog[];
}

const blogsListSaga = createResourceSaga<Blog, BlogInput>(blogsActions, {
  label: 'blogs',
  endpoints: (api) => api.blogs,
  parseList: parseBlogList,
  // SPEC §8 shows the fetch failure on the page (and empties the list).
  notifyFetchFailure: false,
  texts: {
    ...BLOGS_TEXTS,
    saveFailed: (error) => serverMessage(error) ?? BLOGS_TEXTS.saveFailed,
  },
});

function* changeBlogStatusWorker(
  { api }: ApiServices,
  action: PayloadAction<ItemChange<Blog>>,
): SagaIterator {
  const { id, changes } = action.payload;
  if (!changes.status) return;
  try {
    const updated: unknown = yield* callApi(api.blogs.setStatus, id, changes.status);
    // SPEC §4: the answer (the updated blog) replaces the row; the requested status at least.
    const blog =
      updated && typeof updated === 'object' && (updated as Blog)._id === id
        ? (updated as Blog)
        : { status: changes.status };
    yield put(blogsActions.itemUpdated({ id, changes: blog }));
  } catch (error) {
    yield put(blogsActions.itemUpdateFailed(id));
    yield call(
      reportFailureInServerWords,
      'Updating a blog status failed.',
      error,
      BLOG_STATUS_FAILED,
    );
  }
}

export function* blogsSaga(services: ApiServices): SagaIterator {
  yield all([
    fork(blogsListSaga, services),
    // takeEvery: switching a second blog must not cancel the first one's update.
    takeEvery(blogsActions.itemUpdateRequested.type, changeBlogStatusWorker, services),
  ]);
}
