import type { TestimonialsRootState } from './types';

export const selectTestimonials = (state: TestimonialsRootState) => state.testimonials;
