// What the traveller of a departure booking is told (issue 26, docs/departures.md): a request
// that joined the waitlist of a full departure ('booking-created' while waitlisted), a seat that
// freed up for it ('waitlist-promoted': held now, with the new hold), and a move to another
// departure when the company cancelled theirs ('departure-moved'). The layout is every email's
// (notification-email-layout.ts); the cancellation with its full refund is 'booking-cancelled'.
// The words are the catalogues' (notification-texts/), in the booking's language (issue 29).
import { DEPOSIT_PERCENT, type BookingRecord } from '@tours/shared-ui/booking-office';

import type { NotificationRow } from '../db/schema';
import type { EmailContent, Facts, MessageParts } from './notification-email-layout';
import type { NotificationData } from './notification-outbox';
import type { Messages } from './notification-texts';

const holdLine = ({ t, dateTime }: Messages, booking: BookingRecord) =>
  t('seatsHold', { holdUntil: dateTime(booking.holdUntil), percent: DEPOSIT_PERCENT });

/** The email of departure news; null for any other event (the caller's own texts then). */
export function departureEmail(
  row: NotificationRow,
  data: NotificationData,
  parts: MessageParts,
): EmailContent | null {
  const booking = data.booking;
  if (!booking || row.audience !== 'traveller') return null;
  const { m, dear, tripFacts, page } = parts;
  const { t } = m;
  const reference = booking.reference;
  const facts: Facts = [
    ...tripFacts,
    [t('pickupPoint'), booking.pickupPoint || null],
    [t('waitlistPosition'), booking.waitlistPosition?.toString() ?? null],
  ];
  switch (row.event) {
    case 'booking-created':
      if (booking.stage !== 'waitlisted') return null;
      return {
        subject: t('waitlistSubject', { reference }),
        heading: t('waitlistHeading'),
        paragraphs: [
          dear,
          t('waitlistBody', {
            destination: booking.destination,
            checkIn: m.day(booking.checkIn),
            reference,
          }),
          t('waitlistNext'),
        ],
        facts,
        link: page,
      };
    case 'waitlist-promoted':
      return {
        subject: t('promotedSubject', { reference }),
        heading: t('promotedHeading'),
        paragraphs: [
          dear,
          t('promotedBody', {
            checkIn: m.day(booking.checkIn),
            destination: booking.destination,
            reference,
          }),
          holdLine(m, booking),
        ],
        facts,
        link: page,
      };
    case 'departure-moved':
      return {
        subject: t('movedSubject', { reference }),
        heading: t('movedHeading'),
        paragraphs: [
          dear,
          t('movedBody', {
            reference,
            checkIn: m.day(booking.checkIn),
            checkOut: m.day(booking.checkOut),
          }),
          ...(booking.stage === 'provisional' ? [holdLine(m, booking)] : []),
        ],
        facts,
        link: page,
      };
    default:
      return null;
  }
}
