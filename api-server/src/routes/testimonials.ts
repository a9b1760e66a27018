// /api/testimonials (SPEC §7): travellers' feedback on the home page; writing is for admins.
import type { Testimonial } from '@tours/shared-ui/domain';
import { testimonialSchema } from '@tours/shared-ui/schemas';

import { collectionRoutes } from './resource-routes';

export default collectionRoutes('testimonials', {
  entity: 'Testimonial',
  label: 'Testimonial',
  audit: {
    entity: 'testimonial',
    describe: (record: Testimonial) => `testimonial "${record.title}"`,
  },
  listSummary: 'Testimonials, in the order they were added',
  body: testimonialSchema,
  repository: (repositories) => repositories.testimonials,
});
