// The booking page's section of a group departure booking (issue 26): the departure's dates with
// a link to its manifest, the pickup point, the waitlist position while waitlisted, and the
// travellers (name, age, gender; the first is the person booking). Age and gender erased after a
// long-completed trip (issue 30) say so, with the day.
import { formatDay, todayInIst, type BookingDetail } from '@tours/shared-ui/booking-office';
import { Link } from '@tours/shared-ui/router';

import { adminPaths } from '../../../config/paths';
import { DEPARTURE_SECTION_TEXTS as T, datesText } from '../texts';
import { BookingSection, Facts } from './booking-section';

export function DepartureSection({ booking }: { booking: BookingDetail }) {
  const { departureId, pickupPoint, travellers, waitlistPosition } = booking;
  if (!departureId) return null;
  return (
    <BookingSection title={T.title}>
      <Facts
        items={[
          [
            T.dates,
            <span key="dates">
              {datesText(formatDay(booking.checkIn), formatDay(booking.checkOut))} ·{' '}
              <Link to={adminPaths.manifest(departureId)}>{T.manifest}</Link>
            </span>,
          ],
          [T.pickupPoint, pickupPoint || T.noPickupPoint],
          ...(waitlistPosition === null
            ? []
            : ([[T.waitlistPosition, String(waitlistPosition)]] as const)),
        ]}
      />
      <h3 style={{ fontSize: 16, margin: '12px 0 4px' }}>{T.travellers}</h3>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {travellers.map((traveller, index) => (
          <li key={index}>
            {traveller.age === null || traveller.gender === null
              ? T.erasedTraveller(
                  traveller.name,
                  formatDay(todayInIst(new Date(traveller.erasedAt ?? Date.now()))),
                )
              : T.traveller(traveller.name, traveller.age, traveller.gender)}
          </li>
        ))}
      </ol>
    </BookingSection>
  );
}
