// A destination's upcoming group departures (issue 26) on its page: the dates, the price per adult
// of each hotel category and per child, the seats left, the pickup points, and 'Book this
// departure', which opens SPEC's booking dialog with that departure chosen.
import { Button, Spinner } from '@tours/shared-ui/components';
import { formatDay, formatInr } from '@tours/shared-ui/booking-office';
import { HOTEL_CATEGORIES, seatsLeftText, type PublicDeparture } from '@tours/shared-ui/domain';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';

import { useAppDispatch } from '../../../lib/redux';
import { useTakeServerData } from '../../../lib/ssr-context';
import { fetchDepartures } from '../api/get-departures';
import type { DeparturesRootState } from '../slice/trips-types';
import {
  BOOK_DEPARTURE,
  DEPARTURES_LOADING,
  DEPARTURES_UNAVAILABLE,
  departureDatesText,
  NO_DEPARTURES,
  PICKUP_POINTS,
  PRICE_PER_ADULT,
  PRICE_PER_CHILD,
} from '../texts';
import './departures-list.css';

/** '12 Dec 2026 to 16 Dec 2026' (with weekdays when asked). */
export function departureDates(
  departure: Pick<PublicDeparture, 'startDate' | 'endDate'>,
  weekday = false,
) {
  return departureDatesText(
    formatDay(departure.startDate, { weekday }),
    formatDay(departure.endDate, { weekday }),
  );
}

export const selectDepartures = (state: DeparturesRootState, slug: string) =>
  state.departures.bySlug[slug];

function DepartureItem({
  departure,
  onBook,
}: {
  departure: PublicDeparture;
  onBook: (departure: PublicDeparture) => void;
}) {
  const headingId = `ps-departure-${departure._id}`;
  const prices = [
    ...HOTEL_CATEGORIES.map((category): [string, number | null] => [
      category,
      departure.prices[category],
    ]),
    [PRICE_PER_CHILD, departure.prices.child] as [string, number | null],
  ].filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return (
    <li className="ps-departure">
      <h3 id={headingId} className="ps-departure__dates">
        {departureDates(departure, true)}
      </h3>
      <p
        className={
          departure.seatsLeft > 0
            ? 'ps-departure__seats'
            : 'ps-departure__seats ps-departure__seats--full'
        }
      >
        {seatsLeftText(departure.seatsLeft)}
      </p>
      {prices.length > 0 ? (
        <dl className="ps-departure__prices">
          <dt className="ps-departure__prices-title">{PRICE_PER_ADULT}</dt>
          {prices.map(([name, amount]) => (
            <dd key={name}>
              {name}: {formatInr(amount)}
            </dd>
          ))}
        </dl>
      ) : null}
      {departure.pickupPoints.length > 0 ? (
        <p className="ps-departure__pickup">
          <strong>{PICKUP_POINTS}:</strong> {departure.pickupPoints.join(', ')}
        </p>
      ) : null}
      {departure.note ? <p className="ps-departure__note">{departure.note}</p> : null}
      <Button variant="secondary" onClick={() => onBook(departure)}>
        {BOOK_DEPARTURE}
        <span className="tui-visually-hidden">{`: ${departureDates(departure)}`}</span>
      </Button>
    </li>
  );
}

export function DeparturesList({
  slug,
  onBook,
}: {
  slug: string;
  onBook: (departure: PublicDeparture) => void;
}) {
  const dispatch = useAppDispatch<DeparturesRootState>();
  const list = useSelector((state: DeparturesRootState) => selectDepartures(state, slug));
  const takeServerData = useTakeServerData();

  useEffect(() => {
    // The departures the server rendered this page with are not fetched again on load.
    if (!takeServerData('departures') || !list?.loaded) void dispatch(fetchDepartures(slug));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slug]);

  if (!list?.loaded) {
    // SPEC's Book Now still books any date when the departures cannot be loaded.
    return list?.error ? (
      <p className="ps-detail__muted">{DEPARTURES_UNAVAILABLE}</p>
    ) : (
      <Spinner label={DEPARTURES_LOADING} />
    );
  }
  if (list.items.length === 0) return <p className="ps-detail__muted">{NO_DEPARTURES}</p>;
  return (
    <ul className="ps-departures">
      {list.items.map((departure) => (
        <DepartureItem key={departure._id} departure={departure} onBook={onBook} />
      ))}
    </ul>
  );
}
