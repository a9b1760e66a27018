import type { Testimonial } from '@tours/shared-ui/domain';

import type { ListState } from '../../../lib/list-state';

export type TestimonialsState = ListState<Testimonial>;

export interface TestimonialsRootState {
  testimonials: TestimonialsState;
}
