// /admin/manage-testimonials, its own lazily loaded chunk.
import { TestimonialsPage } from '../../features/testimonials/components/testimonials-page';

export default TestimonialsPage;
