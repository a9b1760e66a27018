// The list states the manage screens share: the screen's empty text for an empty answer, and a
// failed fetch logged and shown in the page and as a notification (SPEC §8 only logs it).
import type { ReactElement } from 'react';

import { DestinationsPage } from '../../features/destinations/components/destinations-page';
import { DESTINATIONS_TEXTS } from '../../features/destinations/texts';
import { PopularPage } from '../../features/popular/components/popular-page';
import { POPULAR_TEXTS } from '../../features/popular/texts';
import { TestimonialsPage } from '../../features/testimonials/components/testimonials-page';
import { TESTIMONIALS_TEXTS } from '../../features/testimonials/texts';
import { adminScreen, expectEmptyAndFailed } from '../../testing/admin-screen';

/** A screen at /admin/manage-{resource}, listing GET /api/{resource}. */
const screenOf = (
  resource: string,
  page: ReactElement,
  texts: { empty: string; fetchFailed: string },
) => ({ resource, page, empty: texts.empty, failed: texts.fetchFailed });

describe.each([
  screenOf('destinations', <DestinationsPage />, DESTINATIONS_TEXTS),
  screenOf('popular', <PopularPage />, POPULAR_TEXTS),
  screenOf('testimonials', <TestimonialsPage />, TESTIMONIALS_TEXTS),
])('/admin/manage-$resource', ({ resource, page, empty, failed }) => {
  const { backend, renderPage } = adminScreen(`manage-${resource}`, page);

  it(`shows '${empty}', and a notification when the fetch fails`, () =>
    expectEmptyAndFailed({ backend, renderPage }, `/${resource}`, {
      empty,
      failed,
      notified: true,
    }));
});
