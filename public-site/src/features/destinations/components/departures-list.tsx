// A destination's upcoming group departures (issue 26) on its page: the dates, the price per adult
// of each hotel category and per child, the seats left, the pickup points, and 'Book this
// departure', which opens SPEC's booking dialog with that departure chosen.
import { Button, Spinner } from '@tours/shared-ui/components';
import { HOTEL_CATEGORIES, type PublicDeparture } from '@tours/shared-ui/domain';
import { useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';

import { useBookingDates } from '../../../lib/booking-dates';
import { useContentLang } from '../../../lib/content-lang';
import { useTexts } from '../../../lib/i18n';
import { useAppDispatch } from '../../../lib/redux';
import { sharedTexts, sharedWord } from '../../../lib/shared-texts';
import { useTakeServerData } from '../../../lib/ssr-context';
import { fetchDepartures } from '../api/get-departures';
import { selectDepartures } from '../slice/trips-state';
import type { DeparturesRootState } from '../slice/trips-types';
import { destinationsTexts, seatsLeft } from '../texts';
import './departures-list.css';
import { useRupees } from '../../../lib/rupees';

/** '12 Dec 2026 to 16 Dec 2026' (with weekdays when asked), in the page's language. */
export function useDepartureDates() {
  const t = useTexts(destinationsTexts);
  const { day } = useBookingDates();
  return useCallback(
    (departure: Pick<PublicDeparture, 'startDate' | 'endDate'>, weekday = false) =>
      t('departureDates', {
        start: day(departure.startDate, { weekday }),
        end: day(departure.endDate, { weekday }),
      }),
    [t, day],
  );
}

function DepartureItem({
  departure,
  onBook,
}: {
  departure: PublicDeparture;
  onBook: (departure: PublicDeparture) => void;
}) {
  const t = useTexts(destinationsTexts);
  const rupees = useRupees();
  // Pickup points and the note still in English on a Bengali or Hindi page say so.
  const lang = useContentLang();
  const shared = useTexts(sharedTexts);
  const departureDates = useDepartureDates();
  const headingId = `ps-departure-${departure._id}`;
  const prices = [
    ...HOTEL_CATEGORIES.map((category): [string, number | null] => [
      sharedWord(shared, category),
      departure.prices[category],
    ]),
    [t('pricePerChild'), departure.prices.child] as [string, number | null],
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
        {seatsLeft(t, departure.seatsLeft)}
      </p>
      {prices.length > 0 ? (
        <dl className="ps-departure__prices">
          <dt className="ps-departure__prices-title">{t('pricePerAdult')}</dt>
          {prices.map(([name, amount]) => (
            <dd key={name}>
              {name}: {rupees(amount)}
            </dd>
          ))}
        </dl>
      ) : null}
      {departure.pickupPoints.length > 0 ? (
        <p className="ps-departure__pickup">
          <strong>{t('pickupPoints')}:</strong>{' '}
          <span lang={lang(departure, 'pickupPoints')}>{departure.pickupPoints.join(', ')}</span>
        </p>
      ) : null}
      {departure.note ? (
        <p className="ps-departure__note" lang={lang(departure, 'note')}>
          {departure.note}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => onBook(departure)}>
        {t('bookDeparture')}
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
  const t = useTexts(destinationsTexts);
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
      <p className="ps-detail__muted">{t('departuresUnavailable')}</p>
    ) : (
      <Spinner label={t('departuresLoading')} />
    );
  }
  if (list.items.length === 0) return <p className="ps-detail__muted">{t('noDepartures')}</p>;
  return (
    <ul className="ps-departures">
      {list.items.map((departure) => (
        <DepartureItem key={departure._id} departure={departure} onBook={onBook} />
      ))}
    </ul>
  );
}
