// The testimonial form: name, image URL, title, feedback, all required (SPEC §5).
import type { TestimonialInput, Testimonial } from '@tours/shared-ui/domain';
import { testimonialSchema } from '@tours/shared-ui/schemas';

import { fieldsFormOf, type FieldSpec } from '../../../components/fields-form';
import type { TestimonialFormValues } from '../slice/types';
import { LABELS, TESTIMONIALS_TEXTS } from '../texts';

const FIELDS: FieldSpec<TestimonialFormValues>[] = [
  { name: 'name', label: LABELS.name, requiredMessage: 'Name is required.' },
  { name: 'image', label: LABELS.image, requiredMessage: 'Image URL is required.', type: 'image' },
  { name: 'title', label: LABELS.title, requiredMessage: 'Title is required.' },
  {
    name: 'feedback',
    label: LABELS.feedback,
    requiredMessage: 'Feedback is required.',
    multiline: true,
  },
];

export const TestimonialForm = fieldsFormOf<Testimonial, TestimonialInput>(
  'testimonial',
  FIELDS,
  testimonialSchema,
  TESTIMONIALS_TEXTS,
  'testimonials',
);
