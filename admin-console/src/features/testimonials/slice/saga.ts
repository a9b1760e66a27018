// Manage Testimonials side effects (SPEC §7): GET, POST, PUT, DELETE /api/testimonials, the list
// fetched again after each save or delete. SPEC §8 only logs these failures; the admin is also
// told, with a notification. A non-array answer is refused: the grid could not show it.
import type { Testimonial, TestimonialInput } from '@tours/shared-ui/domain';

import { createResourceSaga, parseArray } from '../../../lib/manage-resource-saga';
import {
  TESTIMONIAL_CREATED,
  TESTIMONIAL_DELETE_FAILED,
  TESTIMONIAL_DELETED,
  TESTIMONIAL_SAVE_FAILED,
  TESTIMONIAL_UPDATED,
  TESTIMONIALS_FETCH_FAILED,
} from '../texts';
import { testimonialsActions } from '.';

export const testimonialsSagas = createResourceSaga<Testimonial, TestimonialInput>(
  testimonialsActions,
  {
    label: 'testimonials',
    endpoints: (api) => api.testimonials,
    parseList: (data) => parseArray<Testimonial>(data),
    texts: {
      fetchFailed: TESTIMONIALS_FETCH_FAILED,
      notifyFetchFailure: true,
      created: TESTIMONIAL_CREATED,
      updated: TESTIMONIAL_UPDATED,
      deleted: TESTIMONIAL_DELETED,
      saveFailed: () => TESTIMONIAL_SAVE_FAILED,
      deleteFailed: TESTIMONIAL_DELETE_FAILED,
    },
  },
);

export const testimonialsSaga = testimonialsSagas.saga;
