// Explore Destinations (/places): every destination as a card; See More is a real link to
// /destinations/{slug} (crawlers and visitors without JavaScript follow it too) that, when followed
// in the app, first keeps the destination as the selected detail. The list is fetched on every visit.
import type { Destination } from '@tours/shared-ui/domain';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { ImageCard } from '../../../components/image-card';
import { ListStatus } from '../../../components/list-status';
import '../../../components/card-grid.css';
import '../../../components/page.css';
import { useAppDispatch } from '../../../lib/redux';
import { useTakeServerData } from '../../../lib/ssr-context';
import { fetchDestinations } from '../api/get-destinations';
import { selectDestination } from '../slice';
import { destinationHref, selectDestinations } from '../slice/selectors';
import type { DestinationsRootState } from '../slice/types';
import {
  DESTINATIONS_EMPTY,
  DESTINATIONS_LOADING,
  PLACES_HEADING,
  PLACES_INTRO,
  SEE_MORE,
  seeMoreAbout,
  destinationsErrorText,
} from '../texts';
import './places.css';

function DestinationCard({ destination, first }: { destination: Destination; first: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <ImageCard
      image={destination.image}
      imageHeight={260}
      classNames={{ item: 'ps-place', body: 'ps-place__body' }}
      priority={first}
    >
      <h2 className="ps-place__name">{destination.name}</h2>
      <p className="ps-place__info">{destination.info}</p>
      <Link
        to={destinationHref(destination)}
        className="tui-button tui-button--secondary ps-place__more"
        onClick={() => dispatch(selectDestination(destination))}
      >
        {SEE_MORE}
        {/* The link's name says where it goes (WCAG 2.4.4; a crawler's link text too). */}
        <span className="tui-visually-hidden">{seeMoreAbout(destination.name)}</span>
      </Link>
    </ImageCard>
  );
}

export function Places() {
  const dispatch = useAppDispatch<DestinationsRootState>();
  const { items, loading, error, loaded } = useSelector(selectDestinations);

  const takeServerData = useTakeServerData();

  useEffect(() => {
    // The list the server rendered this page with is not fetched again on load.
    if (!takeServerData('destinations')) void dispatch(fetchDestinations());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  return (
    <div className="ps-page ps-places">
      <h1 className="ps-page__title">{PLACES_HEADING}</h1>
      <p className="ps-page__intro">{PLACES_INTRO}</p>
      <ListStatus
        error={error && destinationsErrorText(error)}
        loading={items.length === 0 && (loading || !loaded)}
        empty={items.length === 0}
        loadingText={DESTINATIONS_LOADING}
        emptyText={DESTINATIONS_EMPTY}
      >
        <ul className="ps-card-grid ps-places__list" aria-busy={loading || undefined}>
          {items.map((destination, index) => (
            <DestinationCard key={destination._id} destination={destination} first={index === 0} />
          ))}
        </ul>
      </ListStatus>
    </div>
  );
}
