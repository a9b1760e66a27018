// Request bodies for the OpenAPI document, generated from the zod schemas that validate them, so
// the document cannot drift from the checks. They are documentation only: zod validates.
import {
  blogSchema,
  blogStatusSchema,
  bookingSchema,
  bookingStatusSchema,
  contactCheckedSchema,
  contactSchema,
  destinationSchema,
  popularSchema,
  testimonialSchema,
} from '@tours/shared-ui/schemas';
import { z } from 'zod';

const documented = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' });

export const bodies = {
  booking: documented(bookingSchema),
  bookingStatus: documented(bookingStatusSchema),
  contact: documented(contactSchema),
  contactChecked: documented(contactCheckedSchema),
  destination: documented(destinationSchema),
  popular: documented(popularSchema),
  testimonial: documented(testimonialSchema),
  blog: documented(blogSchema),
  blogStatus: documented(blogStatusSchema),
};
