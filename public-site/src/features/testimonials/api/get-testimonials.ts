// GET /api/testimonials (SPEC §7): the array is stored as it comes; a failure keeps its message or
// 'Failed to fetch testimonials.' (SPEC §8). Fetched once per visit (lib/list-state).
import type { Testimonial } from '@tours/shared-ui/domain';

import { createFetchOnceThunk } from '../../../lib/list-state';
import { TESTIMONIALS_FETCH_FAILED } from '../texts';

export const fetchTestimonials = createFetchOnceThunk<Testimonial, 'testimonials'>(
  'testimonials',
  (api) => api.testimonials.list(),
  TESTIMONIALS_FETCH_FAILED,
);
