// /api/testimonials (SPEC §7): travellers' feedback on the home page; writing is for admins.
import { testimonialSchema } from '@tours/shared-ui/schemas';

import { bodies } from '../schemas/inputs';
import { collectionRoutes } from './collection-routes';

export default collectionRoutes({
  path: '/testimonials',
  tag: 'testimonials',
  entitySchemaId: 'Testimonial',
  label: 'Testimonial',
  listSummary: 'Testimonials, in the order they were added (public)',
  schema: testimonialSchema,
  bodyDoc: bodies.testimonial,
  list: (repositories) => repositories.testimonials.list(),
  repository: (repositories) => repositories.testimonials,
});
