// Texts of Manage Testimonials (SPEC §2, §5, §8), shared by the components, saga and tests.
import { manageTexts } from '../../lib/manage-texts';

export const TESTIMONIALS_TEXTS = manageTexts('testimonial', 'testimonials');

export const LABELS = {
  name: 'Name',
  image: 'Image URL',
  title: 'Title',
  feedback: 'Feedback',
} as const;
