// One card of Explore Destinations: SPEC's picture, name, info and See More (a real link to
// /destinations/{slug}, which in the app first keeps the destination as the selected detail), and
// the finder's facts when the trips answer has them.
import type { Destination, TripItem } from '@tours/shared-ui/domain';
import { Link } from '@tours/shared-ui/router';

import { ImageCard } from '../../../components/image-card';
import { useAppDispatch } from '../../../lib/redux';
import { selectDestination } from '../slice';
import { destinationHref } from '../slice/selectors';
import { useContentLang, type MaybeTranslated } from '../../../lib/content-lang';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { destinationsTexts } from '../texts';
import { TripFacts } from './trip-facts';

export interface DestinationCardProps {
  /** A destination or the finder's item, in the page's language (field by field). */
  card: Pick<Destination, 'slug' | 'name' | 'image' | 'info'> & MaybeTranslated;
  /** The full destination, when the list has it (See More selects it). */
  destination: Destination | undefined;
  trip: TripItem | undefined;
  first: boolean;
}

export function DestinationCard({ card, destination, trip, first }: DestinationCardProps) {
  const t = useTexts(destinationsTexts);
  const localePath = useLocalePath();
  const dispatch = useAppDispatch();
  // What is still in English on a Bengali or Hindi page says so (lib/content-lang.ts).
  const lang = useContentLang();
  return (
    <ImageCard
      image={card.image}
      imageHeight={260}
      classNames={{ item: 'ps-place', body: 'ps-place__body' }}
      priority={first}
    >
      <h2 className="ps-place__name" lang={lang(card, 'name')}>
        {card.name}
      </h2>
      <p className="ps-place__info" lang={lang(card, 'info')}>
        {card.info}
      </p>
      {trip ? <TripFacts trip={trip} /> : null}
      <Link
        to={localePath(destinationHref(card))}
        className="tui-button tui-button--secondary ps-place__more"
        onClick={() => {
          if (destination) dispatch(selectDestination(destination));
        }}
      >
        {t('seeMore')}
        {/* The link's name says where it goes (WCAG 2.4.4; a crawler's link text too). */}
        <span className="tui-visually-hidden">{t('seeMoreAbout', { name: card.name })}</span>
      </Link>
    </ImageCard>
  );
}
