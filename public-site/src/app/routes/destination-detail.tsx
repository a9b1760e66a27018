// The destination page chunk (/destinations/{slug}): the only route with carousels, so swiper and
// its CSS download with this chunk and no other. Book Now opens the site dialog's booking variant
// (with JavaScript off, a note under it says that booking needs JavaScript).
import { NoScriptNote } from '../../components/noscript-note';
import { DestinationDetail } from '../../features/destinations/components/destination-detail';
import { destinationsTexts } from '../../features/destinations/texts';
import { openBookingModal } from '../../features/site-dialog/slice';
import { useTexts } from '../../lib/i18n';
import { useAppDispatch } from '../../lib/redux';
import { injectTripsSlices } from '../lazy-slices';

injectTripsSlices();

export default function DestinationDetailRoute() {
  const dispatch = useAppDispatch();
  const t = useTexts(destinationsTexts);
  return (
    <DestinationDetail
      onBookNow={(request) => dispatch(openBookingModal(request))}
      bookNowNote={<NoScriptNote>{t('bookingNeedsJs')}</NoScriptNote>}
    />
  );
}
