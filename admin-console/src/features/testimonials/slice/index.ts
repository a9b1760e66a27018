// The testimonials slice (manage-resource): list, form, save, delete, banner.
import type { Testimonial, TestimonialInput } from '@tours/shared-ui/domain';

import { createResourceSlice } from '../../../lib/manage-resource';

const testimonialsSlice = createResourceSlice<Testimonial, TestimonialInput>('testimonials');

export const testimonialsActions = testimonialsSlice.actions;
export const testimonialsReducer = testimonialsSlice.reducer;
