// Home's Popular Destinations: fetched on load; a swipeable row with 300 px arrow buttons on small
// screens and a 1/2/3-column grid on larger ones; each card opens /destinations/{path}.
import { POPULAR_ARROW_SCROLL_PX, type PopularDestination } from '@tours/shared-ui/domain';
import { useEffect, useId, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from '@tours/shared-ui/router';

import { ImageCard } from '../../../components/image-card';
import { ListStatus } from '../../../components/list-status';
import { ChevronIcon } from '../../../components/chevron-icon';
import { Section } from '../../../components/section';
import { prefersReducedMotion } from '../../../lib/motion';
import { useAppDispatch } from '../../../lib/redux';
import { fetchPopular } from '../api/get-popular';
import { selectPopular } from '../slice/selectors';
import type { PopularRootState } from '../slice/types';
import { useContentLang } from '../../../lib/content-lang';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { POPULAR_FETCH_FAILED, popularTexts } from '../texts';
import '../../../components/card-grid.css';
import '../../../components/icon-button.css';
import './popular-destinations.css';

/** /destinations/{path}; a stored leading slash does not double up. */
export function popularHref(path: string): string {
  return `/destinations/${path.replace(/^\/+/, '')}`;
}

function PopularCard({ item }: { item: PopularDestination }) {
  const localePath = useLocalePath();
  // What is still in English on a Bengali or Hindi page says so (lib/content-lang.ts).
  const lang = useContentLang();
  return (
    <ImageCard
      image={item.src}
      imageHeight={260}
      classNames={{ item: 'ps-popular__item', card: 'ps-popular-card' }}
    >
      <h3 className="ps-popular-card__title" lang={lang(item, 'title')}>
        {/* The link covers the whole card (::after), its name stays the title. */}
        <Link
          to={localePath(popularHref(item.path))}
          className="ps-card-link ps-popular-card__link"
        >
          {item.title}
        </Link>
      </h3>
      <p className="ps-popular-card__description" lang={lang(item, 'description')}>
        {item.description}
      </p>
    </ImageCard>
  );
}

export function PopularDestinations() {
  const t = useTexts(popularTexts);
  const dispatch = useAppDispatch<PopularRootState>();
  const { items, loading, error, loaded } = useSelector(selectPopular);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    void dispatch(fetchPopular());
  }, [dispatch]);

  const scroll = (direction: -1 | 1) => {
    listRef.current?.scrollBy({
      left: direction * POPULAR_ARROW_SCROLL_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <Section title={t('heading')} className="ps-popular-section">
      <ListStatus
        // The store keeps SPEC's English error value; the visitor reads it in the page's language.
        error={
          error &&
          t('error', { message: error === POPULAR_FETCH_FAILED ? t('fetchFailed') : error })
        }
        loading={loading || !loaded}
        empty={items.length === 0}
        loadingText={t('loading')}
        emptyText={t('empty')}
      >
        <div className="ps-popular">
          <button
            type="button"
            className="ps-popular__arrow ps-popular__arrow--left"
            aria-label={t('scrollLeft')}
            aria-controls={listId}
            onClick={() => scroll(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <ul id={listId} ref={listRef} className="ps-popular__list">
            {items.map((item) => (
              <PopularCard key={item._id} item={item} />
            ))}
          </ul>
          <button
            type="button"
            className="ps-popular__arrow ps-popular__arrow--right"
            aria-label={t('scrollRight')}
            aria-controls={listId}
            onClick={() => scroll(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </ListStatus>
    </Section>
  );
}
