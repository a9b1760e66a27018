// The booking as the API answers it to its traveller (BookingStatusView): trip, stage in words,
// hold deadline in IST while provisional, amounts in rupees with Indian grouping, then what to pay
// now (UPI), the payment schedule of the Terms, and any refund after a cancellation.
import { type BookingStatusView } from '@tours/shared-ui/booking-office';

import { useBookingDates } from '../../../lib/booking-dates';
import { useTexts } from '../../../lib/i18n';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { bookingStatusTexts, stageText, travellersText } from '../texts';
import { TravellersTable } from './travellers-table';
import { PaymentSchedule } from './payment-schedule';
import { UpiPayment } from './upi-payment';
import { StatusPanel } from './status-panel';
import { useRupees } from '../../../lib/rupees';

/** The traveller reads days and moments with their day of the week: 'Sun, 20 Dec, 2026'. */
const WITH_WEEKDAY = { weekday: true };

const REFUND_STATE_KEYS = {
  approved: 'refundApproved',
  processed: 'refundProcessed',
  confirmed: 'refundConfirmed',
} as const;

export function BookingSummary({ booking }: { booking: BookingStatusView }) {
  const t = useTexts(bookingStatusTexts);
  const rupees = useRupees();
  const shared = useTexts(sharedTexts);
  const { day, moment } = useBookingDates();
  const { departure } = booking;
  const dates = departure
    ? { start: departure.startDate, end: departure.endDate }
    : { start: booking.checkIn, end: booking.checkOut };
  const rows: [string, string][] = [
    [t('summaryReference'), booking.reference],
    [t('summaryDestination'), booking.destination],
    [
      // A departure's dates are the group's: named so, not the traveller's own choice.
      departure ? t('summaryDeparture') : t('summaryDates'),
      t('dates', {
        checkIn: day(dates.start, WITH_WEEKDAY),
        checkOut: day(dates.end, WITH_WEEKDAY),
      }),
    ],
    ...(booking.pickupPoint ? [[t('summaryPickup'), booking.pickupPoint] as [string, string]] : []),
    [t('summaryTravellers'), travellersText(t, booking.adults, booking.children)],
    [t('summaryCategory'), sharedWord(shared, booking.category)],
    [t('summaryStage'), stageText(t, booking.stage)],
    ...(booking.stage === 'waitlisted' && booking.waitlistPosition
      ? [
          [t('summaryWaitlist'), t('waitlistPosition', { position: booking.waitlistPosition })] as [
            string,
            string,
          ],
        ]
      : []),
    ...(booking.stage === 'provisional'
      ? [[t('summaryHoldUntil'), moment(booking.holdUntil, WITH_WEEKDAY)] as [string, string]]
      : []),
    [
      t('summaryQuoted'),
      booking.quotedTotal === null ? t('notQuoted') : rupees(booking.quotedTotal),
    ],
    [t('summaryReceived'), rupees(booking.received)],
    [t('summaryDue'), booking.due === null ? t('notQuoted') : rupees(booking.due)],
  ];
  return (
    <>
      <StatusPanel name="summary" heading={t('summaryHeading')}>
        <dl className="ps-facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {booking.travellers?.length ? <TravellersTable travellers={booking.travellers} /> : null}
      </StatusPanel>
      {booking.nextPayment ? (
        <UpiPayment
          reference={booking.reference}
          payment={booking.nextPayment}
          online={booking.onlinePayment ?? null}
        />
      ) : null}
      <PaymentSchedule schedule={booking.schedule} />
      {booking.refund ? (
        <StatusPanel name="refund" heading={t('refundHeading')}>
          <p>
            {t('refund', {
              amount: rupees(booking.refund.amount),
              state: t(REFUND_STATE_KEYS[booking.refund.state]),
              deadline: day(booking.refund.deadline, WITH_WEEKDAY),
            })}
          </p>
        </StatusPanel>
      ) : null}
    </>
  );
}
