// What a finder card adds to SPEC's picture, name and info: the price from (per adult), nights and
// days, and the next departures with their seats left, or 'Any date on request' (tailor-made).
import { formatDay, formatInr } from '@tours/shared-ui/booking-office';
import { SEATS_TEXTS, seatsLeftText, type TripItem } from '@tours/shared-ui/domain';

import { departureDatesText, NEXT_DEPARTURES, nightsDaysText, priceFromText } from '../texts';

export function TripFacts({ trip }: { trip: TripItem }) {
  const length = nightsDaysText(trip.nights, trip.days);
  return (
    <div className="ps-trip-facts">
      {trip.priceFrom !== null || length ? (
        <p className="ps-trip-facts__summary">
          {trip.priceFrom !== null ? (
            <strong className="ps-trip-facts__price">
              {priceFromText(formatInr(trip.priceFrom))}
            </strong>
          ) : null}
          {trip.priceFrom !== null && length ? ' · ' : null}
          {length ? <span>{length}</span> : null}
        </p>
      ) : null}
      {trip.departures.length > 0 ? (
        <>
          <p className="ps-trip-facts__label">{NEXT_DEPARTURES}</p>
          <ul className="ps-trip-facts__departures">
            {trip.departures.map((departure) => (
              <li key={departure._id}>
                {departureDatesText(formatDay(departure.startDate), formatDay(departure.endDate))}
                {': '}
                <span className={departure.seatsLeft > 0 ? undefined : 'ps-trip-facts__full'}>
                  {seatsLeftText(departure.seatsLeft)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {trip.onRequest || trip.departures.length === 0 ? (
        <p className="ps-trip-facts__on-request">{SEATS_TEXTS.onRequest}</p>
      ) : null}
    </div>
  );
}
