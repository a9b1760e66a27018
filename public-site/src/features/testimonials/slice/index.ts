import { createListSlice } from '../../../lib/list-state';
import { fetchTestimonials } from '../api/get-testimonials';

export const testimonialsReducer = createListSlice('testimonials', fetchTestimonials).reducer;
