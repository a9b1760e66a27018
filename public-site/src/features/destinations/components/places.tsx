// Explore Destinations (/places) with the trip finder (issue 26). Without a filter it is SPEC's
// list exactly (GET /api/destinations on every visit: 'Loading...', 'Error: {message}', a card per
// destination with See More), each card adding its price, length and next departures from the
// finder's answer (GET /api/trips). With filters (from the address, so a search is a link: shared,
// crawled, rendered by the server) the cards are the finder's answer. The destinations list is
// fetched either way: See More keeps the chosen destination as the selected detail.
import type { TripFilters } from '@tours/shared-ui/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from '@tours/shared-ui/router';

import { ListStatus } from '../../../components/list-status';
import '../../../components/card-grid.css';
import '../../../components/page.css';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useAppDispatch } from '../../../lib/redux';
import { useTakeServerData } from '../../../lib/ssr-context';
import { fetchDestinations } from '../api/get-destinations';
import { fetchTrips } from '../api/get-trips';
import { destinationSlug, selectDestinations } from '../slice/selectors';
import type { DestinationsRootState } from '../slice/types';
import { selectTrips } from '../slice/trips-state';
import type { TripsRootState } from '../slice/trips-types';
import { filtersFromQuery, hasFilters, queryOfFilters } from '../trip-query';
import { destinationsTexts, fetchErrorText } from '../texts';
import { DestinationCard } from './destination-card';
import { NoTrips } from './no-trips';
import { TripFiltersForm } from './trip-filters';
import './places.css';

type PlacesState = DestinationsRootState & TripsRootState;

export function Places() {
  const t = useTexts(destinationsTexts);
  const localePath = useLocalePath();
  const dispatch = useAppDispatch<PlacesState>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const filters = useMemo(() => filtersFromQuery(search), [search]);
  const query = queryOfFilters(filters);
  const filtered = hasFilters(filters);
  const destinations = useSelector(selectDestinations);
  const trips = useSelector(selectTrips);
  const answered = trips.query === query && trips.loaded;

  usePageTitle(t('placesTitle'), t('placesDescription'), { query });

  const takeServerData = useTakeServerData();
  useEffect(() => {
    // The lists the server rendered this page with are not fetched again on load.
    if (!takeServerData('destinations')) void dispatch(fetchDestinations());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  const firstSearch = useRef(true);
  useEffect(() => {
    const fromServer = firstSearch.current && takeServerData('trips');
    firstSearch.current = false;
    if (!fromServer) void dispatch(fetchTrips(query));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, query]);

  const apply = (next: TripFilters, { replace }: { replace: boolean }) =>
    navigate(localePath(`/places${queryOfFilters(next)}`), { replace });

  // Unfiltered, a card shows the facts once the finder has answered this page's search.
  const tripBySlug = new Map((answered ? trips.items : []).map((trip) => [trip.slug, trip]));
  const destinationBySlug = new Map(
    destinations.items.map((destination) => [destinationSlug(destination), destination]),
  );
  const cards = filtered
    ? trips.items.map((trip) => ({ card: trip, slug: trip.slug, trip }))
    : destinations.items.map((destination) => {
        const slug = destinationSlug(destination);
        return { card: destination, slug, trip: tripBySlug.get(slug) };
      });
  const status = filtered
    ? {
        error: trips.error && t('error', { message: fetchErrorText(t, trips.error) }),
        // The last search's cards stay (marked busy) while the next one is on its way.
        loading: !answered && !trips.error && trips.items.length === 0,
        empty: answered && trips.items.length === 0,
        busy: trips.loading,
      }
    : {
        error: destinations.error && t('error', { message: fetchErrorText(t, destinations.error) }),
        loading: destinations.items.length === 0 && (destinations.loading || !destinations.loaded),
        empty: destinations.items.length === 0,
        busy: destinations.loading,
      };

  return (
    <div className="ps-page ps-places">
      <h1 className="ps-page__title">{t('placesTitle')}</h1>
      <p className="ps-page__intro">{t('placesIntro')}</p>
      <TripFiltersForm filters={filters} onApply={apply} />
      {/* Read out as the results change in place. */}
      <p className="ps-places__count" role="status">
        {filtered && answered ? t('tripsFound', { count: trips.items.length }) : ''}
      </p>
      {filtered && status.empty ? (
        <NoTrips filters={filters} />
      ) : (
        <ListStatus
          error={status.error}
          loading={status.loading}
          empty={status.empty}
          loadingText={t('loading')}
          emptyText={t('empty')}
        >
          <ul className="ps-card-grid ps-places__list" aria-busy={status.busy || undefined}>
            {cards.map(({ card, slug, trip }, index) => (
              <DestinationCard
                key={slug}
                card={card}
                destination={destinationBySlug.get(slug)}
                trip={trip}
                first={index === 0}
              />
            ))}
          </ul>
        </ListStatus>
      )}
    </div>
  );
}
