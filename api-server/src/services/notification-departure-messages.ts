// What the traveller of a departure booking is told (issue 26, docs/departures.md): a request
// that joined the waitlist of a full departure ('booking-created' while waitlisted), a seat that
// freed up for it ('waitlist-promoted': held now, with the new hold), and a move to another
// departure when the company cancelled theirs ('departure-moved'). The layout is every email's
// (notification-email-layout.ts); the cancellation with its full refund is 'booking-cancelled'.
import {
  DEPOSIT_PERCENT,
  formatDay,
  formatIstDateTime,
  type BookingRecord,
} from '@tours/shared-ui/booking-office';

import type { NotificationRow } from '../db/schema';
import type { EmailContent, Facts } from './notification-email-layout';
import type { NotificationData } from './notification-outbox';

/** What the other messages' content already worked out for this row. */
interface MessageParts {
  dear: string;
  tripFacts: Facts;
  page: { label: string; url: string } | null;
}

const holdLine = (booking: BookingRecord) =>
  `We hold your seats until ${formatIstDateTime(booking.holdUntil)}; the booking is confirmed once ${DEPOSIT_PERCENT}% of the tour price is received.`;

/** The email of departure news; null for any other event (the caller's own texts then). */
export function departureEmail(
  row: NotificationRow,
  data: NotificationData,
  parts: MessageParts,
): EmailContent | null {
  const booking = data.booking;
  if (!booking || row.audience !== 'traveller') return null;
  const { dear, tripFacts, page } = parts;
  const facts: Facts = [
    ...tripFacts,
    ['Pickup point', booking.pickupPoint || null],
    ['Waitlist position', booking.waitlistPosition?.toString() ?? null],
  ];
  switch (row.event) {
    case 'booking-created':
      if (booking.stage !== 'waitlisted') return null;
      return {
        subject: `On the waitlist: ${booking.reference}`,
        heading: 'You are on the waitlist',
        paragraphs: [
          dear,
          `The departure you chose (${booking.destination}, ${formatDay(booking.checkIn)}) has no seats left for your party just now, so booking ${booking.reference} is on its waitlist. Nothing is to be paid yet.`,
          'When seats free up, the earliest waiting booking that fits gets them and is told at once.',
        ],
        facts,
        link: page,
      };
    case 'waitlist-promoted':
      return {
        subject: `Seats for you: ${booking.reference}`,
        heading: 'Seats have freed up for your booking',
        paragraphs: [
          dear,
          `Good news: seats freed up on the departure of ${formatDay(booking.checkIn)} to ${booking.destination}, and booking ${booking.reference} now holds them.`,
          holdLine(booking),
        ],
        facts,
        link: page,
      };
    case 'departure-moved':
      return {
        subject: `Your departure has changed: ${booking.reference}`,
        heading: 'Your booking has moved to another departure',
        paragraphs: [
          dear,
          `We had to cancel the departure you booked. As you chose, booking ${booking.reference} moves to the departure of ${formatDay(booking.checkIn)} to ${formatDay(booking.checkOut)}, with its reference and payments as they were.`,
          ...(booking.stage === 'provisional' ? [holdLine(booking)] : []),
        ],
        facts,
        link: page,
      };
    default:
      return null;
  }
}
