// What a finder card adds to SPEC's picture, name and info: the price from (per adult), nights and
// days, and the next departures with their seats left, or 'Any date on request' (tailor-made).
import type { TripItem } from '@tours/shared-ui/domain';

import { useDates, useTexts } from '../../../lib/i18n';
import { destinationsTexts, seatsLeft } from '../texts';
import { useRupees } from '../../../lib/rupees';

export function TripFacts({ trip }: { trip: TripItem }) {
  const t = useTexts(destinationsTexts);
  const rupees = useRupees();
  const { day } = useDates();
  const length = [
    trip.nights === null ? null : t('nights', { count: trip.nights }),
    trip.days === null ? null : t('days', { count: trip.days }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="ps-trip-facts">
      {trip.priceFrom !== null || length ? (
        <p className="ps-trip-facts__summary">
          {trip.priceFrom !== null ? (
            <strong className="ps-trip-facts__price">
              {t('priceFrom', { price: rupees(trip.priceFrom) })}
            </strong>
          ) : null}
          {trip.priceFrom !== null && length ? ' · ' : null}
          {length ? <span>{length}</span> : null}
        </p>
      ) : null}
      {trip.departures.length > 0 ? (
        <>
          <p className="ps-trip-facts__label">{t('nextDepartures')}</p>
          <ul className="ps-trip-facts__departures">
            {trip.departures.map((departure) => (
              <li key={departure._id}>
                {t('departureDates', {
                  start: day(departure.startDate),
                  end: day(departure.endDate),
                })}
                {': '}
                <span className={departure.seatsLeft > 0 ? undefined : 'ps-trip-facts__full'}>
                  {seatsLeft(t, departure.seatsLeft)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {trip.onRequest || trip.departures.length === 0 ? (
        <p className="ps-trip-facts__on-request">{t('onRequest')}</p>
      ) : null}
    </div>
  );
}
