import { fetchOnceCases } from '../../../../testing/fetch-once-cases';
import { testimonials } from '../../../../testing/fixtures';
import { fetchTestimonials } from '../get-testimonials';

describe('fetchTestimonials (GET /api/testimonials)', () => {
  fetchOnceCases(fetchTestimonials, 'testimonials', testimonials, 'Failed to fetch testimonials.');
});
