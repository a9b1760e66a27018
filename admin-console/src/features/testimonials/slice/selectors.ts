// Selectors over the testimonials slice alone.
import type { Testimonial } from '@tours/shared-ui/domain';

import { createResourceSelectors } from '../../../lib/manage-resource';

export const testimonialsSelectors = createResourceSelectors<Testimonial, 'testimonials'>(
  'testimonials',
);
