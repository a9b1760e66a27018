// The destination page chunk (/destinations/{slug}): the only route with carousels, so swiper and
// its CSS download with this chunk and no other. Book Now opens the site dialog's booking variant.
import { DestinationDetail } from '../../features/destinations/components/destination-detail';
import { openBookingModal } from '../../features/site-dialog/slice';
import { useAppDispatch } from '../../lib/redux';

export default function DestinationDetailRoute() {
  const dispatch = useAppDispatch();
  return <DestinationDetail onBookNow={(request) => dispatch(openBookingModal(request))} />;
}
