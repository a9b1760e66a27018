// The destination page chunk (/destinations/{slug}): the only route with carousels, so swiper and
// its CSS download with this chunk and no other. Book Now opens the site dialog's booking variant
// (with JavaScript off, a note under it says that booking needs JavaScript).
import { NoScriptNote } from '../../components/noscript-note';
import { DestinationDetail } from '../../features/destinations/components/destination-detail';
import { openBookingModal } from '../../features/site-dialog/slice';
import { BOOKING_NEEDS_JS } from '../../features/site-dialog/texts';
import { useAppDispatch } from '../../lib/redux';

export default function DestinationDetailRoute() {
  const dispatch = useAppDispatch();
  return (
    <DestinationDetail
      onBookNow={(request) => dispatch(openBookingModal(request))}
      bookNowNote={<NoScriptNote>{BOOKING_NEEDS_JS}</NoScriptNote>}
    />
  );
}
