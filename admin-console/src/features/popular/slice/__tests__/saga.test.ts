import { describeResourceSaga } from '../../../../testing/resource-saga-cases';
import { popular } from '../../../../testing/fixtures';
import {
  POPULAR_CREATED,
  POPULAR_DELETED,
  POPULAR_FETCH_FAILED,
  POPULAR_SAVE_FAILED,
  POPULAR_UPDATED,
} from '../../texts';
import { popularActions } from '..';
import { popularSaga } from '../saga';

describeResourceSaga('popularSaga', {
  saga: popularSaga,
  actions: popularActions,
  path: '/popular',
  item: popular(),
  fields: '{title, description, src, path}',
  texts: {
    fetchFailed: POPULAR_FETCH_FAILED,
    created: POPULAR_CREATED,
    updated: POPULAR_UPDATED,
    deleted: POPULAR_DELETED,
    saveFailed: POPULAR_SAVE_FAILED,
  },
});
