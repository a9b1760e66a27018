// Manage Testimonials side effects (SPEC §7): GET, POST, PUT, DELETE /api/testimonials, the list
// fetched again after each save or delete. SPEC §8 only logs these failures; the admin is also
// told, with a notification. A non-array answer is refused: the grid could not show it.
import { createResourceSaga } from '../../../lib/manage-resource-saga';
import { TESTIMONIALS_TEXTS } from '../texts';
import { testimonialsActions } from '.';

export const testimonialsSaga = createResourceSaga(testimonialsActions, {
  label: 'testimonials',
  endpoints: (api) => api.testimonials,
  texts: TESTIMONIALS_TEXTS,
});
