import { describeResourceSaga } from '../../../../testing/resource-saga-cases';
import { testimonial } from '../../../../testing/fixtures';
import { TESTIMONIALS_TEXTS } from '../../texts';
import { testimonialsActions } from '..';
import { testimonialsSaga } from '../saga';

describeResourceSaga('testimonialsSaga', {
  saga: testimonialsSaga,
  actions: testimonialsActions,
  path: '/testimonials',
  item: testimonial(),
  fields: '{name, image, title, feedback}',
  texts: TESTIMONIALS_TEXTS,
});
