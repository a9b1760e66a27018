// What happened to the booking, oldest first: each event's time (IST), its line, who did it and
// the stage after it.
import {
  BOOKING_STAGE_LABELS,
  formatIstDateTime,
  type BookingDetail,
} from '@tours/shared-ui/booking-office';
import { Typography } from 'antd';

import { SECTION_TITLES, TIMELINE_TEXTS } from '../texts';
import { BookingSection } from './booking-section';

export function TimelineSection({ booking }: { booking: BookingDetail }) {
  return (
    <BookingSection title={SECTION_TITLES.timeline}>
      {booking.timeline.length === 0 ? (
        <Typography.Paragraph>{TIMELINE_TEXTS.empty}</Typography.Paragraph>
      ) : (
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {booking.timeline.map((event) => (
            <li key={event.id} style={{ marginBottom: 8 }}>
              <div>{event.summary}</div>
              <Typography.Text type="secondary">
                <time dateTime={event.at}>{formatIstDateTime(event.at)}</time> ·{' '}
                {TIMELINE_TEXTS.by(
                  event.actor?.email ?? event.actor?.uid ?? TIMELINE_TEXTS.traveller,
                )}{' '}
                · {BOOKING_STAGE_LABELS[event.stage]}
              </Typography.Text>
            </li>
          ))}
        </ol>
      )}
    </BookingSection>
  );
}
