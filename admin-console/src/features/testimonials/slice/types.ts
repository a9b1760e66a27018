// Manage Testimonials: a manage-resource state of testimonials.
import type { Testimonial, TestimonialInput } from '@tours/shared-ui/domain';

import type { ResourceState } from '../../../lib/manage-resource';

export type TestimonialsState = ResourceState<Testimonial>;
export type TestimonialFormValues = TestimonialInput;
