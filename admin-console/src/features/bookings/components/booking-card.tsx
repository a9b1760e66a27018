// One booking on a phone: the bookings list's card (the table's columns, as label and value
// pairs that wrap), opening the booking's page.
import { formatDay, formatInr } from '@tours/shared-ui/booking-office';
import type { Booking } from '@tours/shared-ui/domain';
import { Flex, Typography } from 'antd';

import { CardFacts, CardHeading } from '../../../components/card-list';
import { COLUMN_TITLES, OFFICE_COLUMN_TITLES } from '../texts';
import { BookingLink, holdText, quotedText } from './booking-columns';
import { StageTag } from './stage-tag';

export function BookingCard({ booking }: { booking: Booking }) {
  const pairs: Array<[string, string]> = [
    [COLUMN_TITLES.phone, booking.phone],
    [COLUMN_TITLES.destination, booking.destination],
    [
      `${COLUMN_TITLES.checkIn} – ${COLUMN_TITLES.checkOut}`,
      `${formatDay(booking.checkIn)} – ${formatDay(booking.checkOut)}`,
    ],
    [
      `${COLUMN_TITLES.adults} / ${COLUMN_TITLES.children}`,
      `${booking.adults} / ${booking.children}`,
    ],
    [COLUMN_TITLES.category, booking.category],
    [OFFICE_COLUMN_TITLES.holdUntil, holdText(booking)],
    [OFFICE_COLUMN_TITLES.quoted, quotedText(booking)],
    [OFFICE_COLUMN_TITLES.received, formatInr(booking.received ?? 0)],
  ];
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap="small">
        <CardHeading>
          <BookingLink booking={booking} />
        </CardHeading>
        <StageTag stage={booking.stage} />
      </Flex>
      <Typography.Paragraph strong style={{ margin: '4px 0' }}>
        {booking.name}
      </Typography.Paragraph>
      <CardFacts pairs={pairs} />
    </>
  );
}
