import { describeResourceSaga } from '../../../../testing/resource-saga-cases';
import { testimonial } from '../../../../testing/fixtures';
import {
  TESTIMONIAL_CREATED,
  TESTIMONIAL_DELETED,
  TESTIMONIAL_SAVE_FAILED,
  TESTIMONIAL_UPDATED,
  TESTIMONIALS_FETCH_FAILED,
} from '../../texts';
import { testimonialsActions } from '..';
import { testimonialsSaga } from '../saga';

describeResourceSaga('testimonialsSaga', {
  saga: testimonialsSaga,
  actions: testimonialsActions,
  path: '/testimonials',
  item: testimonial(),
  fields: '{name, image, title, feedback}',
  texts: {
    fetchFailed: TESTIMONIALS_FETCH_FAILED,
    created: TESTIMONIAL_CREATED,
    updated: TESTIMONIAL_UPDATED,
    deleted: TESTIMONIAL_DELETED,
    saveFailed: TESTIMONIAL_SAVE_FAILED,
  },
});
