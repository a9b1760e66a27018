// The traveller's booking page chunk (/booking-status): personal, so kept out of search engines.
// Its title and description in the page's language.
import { BookingStatusPage } from '../../features/booking-status/components/booking-status-page';
import { bookingStatusTexts, ROBOTS_NOINDEX } from '../../features/booking-status/texts';
import { translatedPage } from '../../lib/page-title';

export default translatedPage(BookingStatusPage, bookingStatusTexts, 'pageTitle', 'description', {
  robots: ROBOTS_NOINDEX,
});
