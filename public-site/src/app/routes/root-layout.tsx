// The layout route: header, footer and the shared dialog around whichever page chunk is showing.
// It also wires the booking dialog to the destinations list (features do not import each other).
import { Spinner } from '@tours/shared-ui/components';
import { Suspense, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { Booking } from '@tours/shared-ui/domain';
import { Outlet, useLocation, useNavigate } from '@tours/shared-ui/router';

import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { bookedState, bookingPageHref } from '../../features/booking-status/booked-state';
import { fetchDestinations } from '../../features/destinations/api/get-destinations';
import { selectDestinations } from '../../features/destinations/slice/selectors';
import type { DestinationsRootState } from '../../features/destinations/slice/types';
import { SiteLayout } from '../../features/layout/components/site-layout';
import { layoutTexts } from '../../features/layout/texts';
import type { DestinationChoices } from '../../features/site-dialog/components/booking-form';
import { SiteDialog } from '../../features/site-dialog/components/site-dialog';
import { openBookingModal } from '../../features/site-dialog/slice';
import { selectModal } from '../../features/site-dialog/slice/selectors';
import { useLocalePath, useTexts } from '../../lib/i18n';
import { useAppDispatch } from '../../lib/redux';

/** SPEC §4: when the booking dialog opens with an empty destinations list, the list is fetched. */
function useBookingDestinations(): DestinationChoices {
  const dispatch = useAppDispatch<DestinationsRootState>();
  const { isOpen, content } = useSelector(selectModal);
  const { items, loading, error } = useSelector(selectDestinations);
  const bookingOpen = isOpen && content.type === 'booking';
  const empty = items.length === 0;

  useEffect(() => {
    if (bookingOpen && empty) void dispatch(fetchDestinations());
    // Once per opening: a failed fetch is not retried until the dialog opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookingOpen, dispatch]);

  const names = useMemo(() => items.map((destination) => destination.name), [items]);
  return { names, loading, error };
}

export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const destinations = useBookingDestinations();
  const localePath = useLocalePath();
  const t = useTexts(layoutTexts);

  // After a booking the visitor lands on its page (in the page's language): the reference, what
  // happens next, a link to keep.
  const openBookingPage = (booking: Booking, phone: string) => {
    const state = bookedState(booking, phone);
    if (state) navigate(localePath(bookingPageHref(state.booked.reference)), { state });
  };

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <SiteLayout onBookNow={() => dispatch(openBookingModal())}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label={t('pageLoading')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
      <SiteDialog destinations={destinations} onBooked={openBookingPage} />
    </>
  );
}
