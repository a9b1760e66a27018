import { describeResourceSaga } from '../../../../testing/resource-saga-cases';
import { popular } from '../../../../testing/fixtures';
import { POPULAR_TEXTS } from '../../texts';
import { popularActions } from '..';
import { popularSaga } from '../saga';

describeResourceSaga('popularSaga', {
  saga: popularSaga,
  actions: popularActions,
  path: '/popular',
  item: popular(),
  fields: '{title, description, src, path}',
  texts: POPULAR_TEXTS,
});
