// /api/testimonials (SPEC §7): travellers' feedback on the home page; writing is for admins.
import { testimonialSchema } from '@tours/shared-ui/schemas';

import { collectionRoutes } from './resource-routes';

export default collectionRoutes('testimonials', {
  entity: 'Testimonial',
  label: 'Testimonial',
  listSummary: 'Testimonials, in the order they were added',
  body: testimonialSchema,
  repository: (repositories) => repositories.testimonials,
});
