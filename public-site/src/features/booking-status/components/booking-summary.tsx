// The booking as the API answers it to its traveller (BookingStatusView): trip, stage in words,
// hold deadline in IST while provisional, amounts in rupees with Indian grouping, then what to pay
// now (UPI), the payment schedule of the Terms, and any refund after a cancellation.
import {
  BOOKING_STAGE_LABELS,
  formatDay,
  formatInr,
  formatIstDateTime,
  type BookingStatusView,
} from '@tours/shared-ui/booking-office';

import {
  datesText,
  NOT_QUOTED,
  REFUND_HEADING,
  REFUND_STATE_WORDS,
  refundText,
  SUMMARY_CATEGORY,
  SUMMARY_DATES,
  SUMMARY_DEPARTURE,
  SUMMARY_DESTINATION,
  SUMMARY_DUE,
  SUMMARY_HEADING,
  SUMMARY_HOLD_UNTIL,
  SUMMARY_PICKUP,
  SUMMARY_QUOTED,
  SUMMARY_RECEIVED,
  SUMMARY_REFERENCE,
  SUMMARY_STAGE,
  SUMMARY_TRAVELLERS,
  SUMMARY_WAITLIST,
  travellersText,
  waitlistPositionText,
} from '../texts';
import { TravellersTable } from './travellers-table';
import { PaymentSchedule } from './payment-schedule';
import { UpiPayment } from './upi-payment';
import { StatusPanel } from './status-panel';

/** The traveller reads days and moments with their day of the week: 'Sun, 20 Dec, 2026'. */
const WITH_WEEKDAY = { weekday: true };

export function BookingSummary({ booking }: { booking: BookingStatusView }) {
  const { departure } = booking;
  const dates = departure
    ? { start: departure.startDate, end: departure.endDate }
    : { start: booking.checkIn, end: booking.checkOut };
  const rows: [string, string][] = [
    [SUMMARY_REFERENCE, booking.reference],
    [SUMMARY_DESTINATION, booking.destination],
    [
      // A departure's dates are the group's: named so, not the traveller's own choice.
      departure ? SUMMARY_DEPARTURE : SUMMARY_DATES,
      datesText(formatDay(dates.start, WITH_WEEKDAY), formatDay(dates.end, WITH_WEEKDAY)),
    ],
    ...(booking.pickupPoint ? [[SUMMARY_PICKUP, booking.pickupPoint] as [string, string]] : []),
    [SUMMARY_TRAVELLERS, travellersText(booking.adults, booking.children)],
    [SUMMARY_CATEGORY, booking.category],
    [SUMMARY_STAGE, BOOKING_STAGE_LABELS[booking.stage] ?? booking.stage],
    ...(booking.stage === 'waitlisted' && booking.waitlistPosition
      ? [[SUMMARY_WAITLIST, waitlistPositionText(booking.waitlistPosition)] as [string, string]]
      : []),
    ...(booking.stage === 'provisional'
      ? [
          [SUMMARY_HOLD_UNTIL, formatIstDateTime(booking.holdUntil, WITH_WEEKDAY)] as [
            string,
            string,
          ],
        ]
      : []),
    [SUMMARY_QUOTED, booking.quotedTotal === null ? NOT_QUOTED : formatInr(booking.quotedTotal)],
    [SUMMARY_RECEIVED, formatInr(booking.received)],
    [SUMMARY_DUE, booking.due === null ? NOT_QUOTED : formatInr(booking.due)],
  ];
  return (
    <>
      <StatusPanel name="summary" heading={SUMMARY_HEADING}>
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
        <StatusPanel name="refund" heading={REFUND_HEADING}>
          <p>
            {refundText(
              formatInr(booking.refund.amount),
              REFUND_STATE_WORDS[booking.refund.state],
              formatDay(booking.refund.deadline, WITH_WEEKDAY),
            )}
          </p>
        </StatusPanel>
      ) : null}
    </>
  );
}
