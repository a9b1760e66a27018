// 'Message on WhatsApp' for a booking: one link per message that fits its stage
// (whatsappMessagesFor), each opening wa.me for the traveller's number (91 added) with the
// prefilled text of @tours/shared-ui/booking-office, amounts and days in words. For the booking
// page to render: <WhatsAppActions booking={detail} />.
import {
  WHATSAPP_MESSAGE_LABELS,
  buildUpiLink,
  formatIstDateTime,
  istDateOf,
  nextPayment,
  paymentSchedule,
  todayInIst,
  whatsappLink,
  whatsappMessagesFor,
  whatsappNumber,
  whatsappText,
  type WhatsAppMessage,
  type BookingDetail,
  type BookingRecord,
  type WhatsAppFacts,
} from '@tours/shared-ui/booking-office';
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { Button, Flex } from 'antd';

import { bookingStatusUrl } from '../../../lib/booking-status-url';
import { WHATSAPP_HEADING, WHATSAPP_NO_NUMBER, whatsappActionLabel } from '../texts';

type Booking = BookingRecord & Partial<Pick<BookingDetail, 'payments' | 'cancellation'>>;

export function WhatsAppActions({ booking }: { booking: Booking }) {
  const config = useRuntimeConfig();
  if (!whatsappNumber(booking.phone)) {
    return (
      <section aria-label={WHATSAPP_HEADING}>
        <h2>{WHATSAPP_HEADING}</h2>
        <p>{WHATSAPP_NO_NUMBER}</p>
      </section>
    );
  }
  const due = nextPayment(booking)?.amount ?? null;
  const lastPayment = booking.payments?.filter((payment) => payment.amount > 0).at(-1);
  // The traveller's texts are in the booking's language (issue 29); the buttons stay English.
  const language = booking.language ?? 'en';
  const facts: WhatsAppFacts = {
    siteName: config.siteName,
    name: booking.name,
    reference: booking.reference,
    destination: booking.destination,
    checkIn: booking.checkIn,
    holdUntil: formatIstDateTime(booking.holdUntil, { locale: language }),
    received: booking.received,
    balance: booking.due,
    charge: booking.cancellation?.charge ?? null,
    refund: booking.cancellation?.refund ?? null,
    statusUrl: bookingStatusUrl(booking.reference, language),
  };
  const amountFor = (message: WhatsAppMessage) =>
    message === 'payment-received' ? (lastPayment?.amount ?? null) : due;
  const beforeJourney = paymentSchedule({
    quotedTotal: booking.quotedTotal,
    received: booking.received,
    depositDueOn: booking.holdUntil ? istDateOf(booking.holdUntil) : todayInIst(),
    checkIn: booking.checkIn,
  }).find((instalment) => instalment.kind === 'before-journey');
  return (
    <section aria-label={WHATSAPP_HEADING}>
      <h2>{WHATSAPP_HEADING}</h2>
      {/* Buttons, not a list of text links: each is a 32 px touch target (axe target-size). */}
      <Flex wrap gap="small">
        {whatsappMessagesFor(booking).map((message) => {
          const amount = amountFor(message);
          const text = whatsappText(
            message,
            {
              ...facts,
              amount,
              dueOn: beforeJourney?.dueOn,
              upiLink:
                amount !== null
                  ? buildUpiLink({
                      payeeId: config.agency.upiId,
                      payeeName: config.siteName,
                      amount,
                      reference: booking.reference,
                    })
                  : null,
            },
            language,
          );
          const label = WHATSAPP_MESSAGE_LABELS[message];
          return (
            <Button
              key={message}
              href={whatsappLink(booking.phone, text) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {whatsappActionLabel(label)}
            </Button>
          );
        })}
      </Flex>
    </section>
  );
}
