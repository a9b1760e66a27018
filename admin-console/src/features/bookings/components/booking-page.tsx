// /admin/bookings/:id: one booking of the booking office: details, quote, hold, payments with
// their receipts, cancellation, refund and timeline, in sections that stack on a phone.
//
// Other features plug in through the slots (features/bookings/index.ts): `sections` adds sections
// after the booking's own (a "Notifications" section), `actions` adds buttons beside the heading
// ("Message on WhatsApp"). Both get the booking as the API holds it now.
import type { BookingDetail } from '@tours/shared-ui/booking-office';
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from '@tours/shared-ui/router';

import { PageLoading } from '../../../components/page-loading';
import { adminPaths } from '../../../config/paths';
import { bookingDetailActions } from '../slice';
import { selectBookingDetail } from '../slice/selectors';
import { BACK_TO_BOOKINGS, BOOKING_LOADING, BOOKING_PAGE_TITLE, bookingPageTitle } from '../texts';
import { CancellationSection, RefundSection } from './booking-cancellation';
import { DepartureSection } from './booking-departure';
import { DetailsSection, HoldSection, QuoteSection } from './booking-details';
import { PaymentsSection } from './booking-payments';
import { TimelineSection } from './booking-timeline';
import { StageTag } from './stage-tag';

export interface BookingPageSlots {
  /** Sections another feature adds after the booking's own (e.g. Notifications). */
  sections?: (booking: BookingDetail) => ReactNode;
  /** Buttons another feature adds beside the heading (e.g. Message on WhatsApp). */
  actions?: (booking: BookingDetail) => ReactNode;
}

/** Sections side by side on a wide screen, one column on a phone; nothing scrolls sideways. */
const GRID = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
  alignItems: 'start',
} as const;

export function BookingPage({ sections, actions }: BookingPageSlots) {
  const { id = '' } = useParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const { siteName } = useRuntimeConfig();
  const state = useSelector(selectBookingDetail);
  const booking = state.id === id ? state.booking : null;
  const title = booking ? bookingPageTitle(booking.reference) : BOOKING_PAGE_TITLE;
  usePageMeta({ title: `${title} | ${siteName}` });

  useEffect(() => {
    if (id) dispatch(bookingDetailActions.bookingRequested(id));
  }, [dispatch, id]);

  let body: ReactNode;
  if (booking) {
    body = (
      <div style={GRID}>
        <DetailsSection booking={booking} />
        <DepartureSection booking={booking} />
        <QuoteSection booking={booking} />
        <HoldSection booking={booking} />
        <PaymentsSection booking={booking} />
        <CancellationSection booking={booking} />
        <RefundSection booking={booking} />
        <TimelineSection booking={booking} />
        {sections?.(booking)}
      </div>
    );
  } else if (state.status === 'failed') {
    body = <Alert type="error" showIcon role="alert" title={state.error} />;
  } else {
    body = <PageLoading text={BOOKING_LOADING} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap="middle" style={{ marginBottom: 24 }}>
        <div>
          <Button onClick={() => void navigate(adminPaths.manageBookings)}>
            <span aria-hidden>←</span> {BACK_TO_BOOKINGS}
          </Button>
        </div>
        <Flex justify="space-between" align="center" wrap gap="middle">
          <Flex align="center" gap="small" wrap>
            <Typography.Title level={1} id={headingId} style={{ margin: 0, fontSize: 28 }}>
              {title}
            </Typography.Title>
            {booking && <StageTag stage={booking.stage} />}
          </Flex>
          {booking && actions && (
            <Flex gap="small" wrap>
              {actions(booking)}
            </Flex>
          )}
        </Flex>
      </Flex>
      {body}
    </section>
  );
}
