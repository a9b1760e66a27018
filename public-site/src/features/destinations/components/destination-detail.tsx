// The destination page (/destinations/{slug}, SPEC §2): loads the list when it is empty (a direct
// visit), then shows the destination found by slug, or 'Destination not found!'.
import { useLingui } from '@lingui/react';
import { Alert, Button, Spinner, useRuntimeConfig } from '@tours/shared-ui/components';
import { resolveMediaUrl, type Destination, type PublicDeparture } from '@tours/shared-ui/domain';
import { useEffect, useId, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from '@tours/shared-ui/router';

import { MapEmbed } from '../../../components/map-embed';
import '../../../components/page.css';
import { IMAGE_SIZES } from '../../../lib/image-sizes';
import { useContentLang } from '../../../lib/content-lang';
import { inPageDigitsText } from '../../../lib/page-digits';
import { usePageTitle, usePageUrl, type PageSeo } from '../../../lib/page-title';
import { useAppDispatch } from '../../../lib/redux';
import { usePageStatus } from '../../../lib/ssr-context';
import { fetchDestinations } from '../api/get-destinations';
import { destinationSlug, selectDestinationBySlug, selectDestinations } from '../slice/selectors';
import type { DestinationsRootState } from '../slice/types';
import { selectDepartures } from '../slice/trips-state';
import type { DeparturesRootState } from '../slice/trips-types';
import { useLocalePath, useTexts, type Translate } from '../../../lib/i18n';
import { destinationsTexts, fetchErrorText } from '../texts';
import { DeparturesList, useDepartureDates } from './departures-list';
import { itineraryDays, metaDescription, touristTripJsonLd } from './destination-seo';
import { ImageCarousel } from './image-carousel';
import './destination-detail.css';

/** What Book Now opens: the booking dialog titled with the destination and its first price;
 * 'Book this departure' adds the departure (its dates fixed, its travellers named). */
export interface BookNowRequest {
  title: string;
  selectedDestination: string;
  departure?: PublicDeparture;
}

const NO_ITEMS: PublicDeparture[] = [];

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ps-detail__section" aria-labelledby={id}>
      <h2 id={id} className="ps-detail__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section that is a list (highlights, inclusions, prices): none at all when it is empty. */
function ListSection({
  title,
  items,
  className,
  lang,
}: {
  title: string;
  items: string[];
  className: string;
  /** 'en' when the list is shown in English on a Bengali or Hindi page. */
  lang?: string;
}) {
  if (items.length === 0) return null;
  return (
    <DetailSection title={title}>
      <ul className={`ps-detail__list ${className}`} lang={lang}>
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </DetailSection>
  );
}

interface BookNowProps {
  onBookNow: (request: BookNowRequest) => void;
  /** Shown under Book Now (the booking dialog's note for visitors without JavaScript). */
  bookNowNote?: ReactNode;
}

function DestinationView({
  destination,
  onBookNow,
  bookNowNote,
}: BookNowProps & { destination: Destination }) {
  const { agency } = useRuntimeConfig();
  const t = useTexts(destinationsTexts);
  const { i18n } = useLingui();
  const departureDates = useDepartureDates();
  // What is still in English on a Bengali or Hindi page says so (lib/content-lang.ts).
  const lang = useContentLang();
  const days = itineraryDays(destination.itinerary?.dayWisePlan);
  // The price lines in the page's digits, as the departures' amounts below them are.
  const prices = (destination.price ?? []).map((price) => inPageDigitsText(i18n, price));
  const siteImages = destination.siteImages?.length
    ? destination.siteImages
    : destination.image
      ? [destination.image]
      : [];
  const hotelImages = destination.hotelImages ?? [];
  const mapAllowed = Boolean(
    destination.map && agency.mapEmbedHost && destination.map.startsWith(agency.mapEmbedHost),
  );

  return (
    <article className="ps-page ps-page--narrow ps-detail">
      <h1 className="ps-page__title" lang={lang(destination, 'name')}>
        {destination.name}
      </h1>
      {siteImages.length > 0 ? (
        <ImageCarousel
          label={t('photosOf', { name: destination.name })}
          images={siteImages}
          alt={(index, count) =>
            t('sitePhotoAlt', { name: destination.name, number: index + 1, count })
          }
          width={1200}
          height={600}
          sizes={IMAGE_SIZES.narrowPage}
          eagerFirst
        />
      ) : null}
      <p className="ps-detail__description" lang={lang(destination, 'description')}>
        {destination.description}
      </p>

      <ListSection
        title={t('highlights')}
        items={destination.highlights ?? []}
        className="ps-detail__list--ticks"
        lang={lang(destination, 'highlights')}
      />

      <DetailSection title={t('itinerary')}>
        {destination.itinerary?.duration ? (
          <p className="ps-detail__duration">
            <strong>{t('duration')}</strong>{' '}
            <span lang={lang(destination, 'itinerary.duration')}>
              {destination.itinerary.duration}
            </span>
          </p>
        ) : null}
        {days.length > 0 ? (
          <ol className="ps-detail__days">
            {days.map(({ day, text }) => (
              <li key={day} className="ps-detail__day">
                <h3 className="ps-detail__day-title">{t('day', { day })}</h3>
                <p
                  className="ps-detail__day-text"
                  lang={text.trim() ? lang(destination, `itinerary.day${day}`) : undefined}
                >
                  {text.trim() ? text : t('daySoon')}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="ps-detail__muted">{t('itinerarySoon')}</p>
        )}
      </DetailSection>

      {hotelImages.length > 0 ? (
        <DetailSection title={t('hotelGallery')}>
          <ImageCarousel
            label={`${t('hotelGallery')}: ${destination.name}`}
            images={hotelImages}
            alt={(index, count) =>
              t('hotelPhotoAlt', { name: destination.name, number: index + 1, count })
            }
            slidesPerViewWide={2}
            width={600}
            height={400}
            sizes={IMAGE_SIZES.halfNarrowPage}
          />
        </DetailSection>
      ) : null}

      <ListSection
        title={t('inclusions')}
        items={destination.packageInclusions ?? []}
        className="ps-detail__list--ticks"
        lang={lang(destination, 'packageInclusions')}
      />

      <ListSection
        title={t('exclusions')}
        items={destination.packageExclusions ?? []}
        className="ps-detail__list--crosses"
        lang={lang(destination, 'packageExclusions')}
      />

      <ListSection
        title={t('price')}
        items={prices.map((price) => `₹${price}`)}
        className="ps-detail__prices"
        lang={lang(destination, 'price')}
      />

      <DetailSection title={t('departuresHeading')}>
        <DeparturesList
          slug={destinationSlug(destination)}
          onBook={(departure) =>
            onBookNow({
              title: t('departureBookingTitle', {
                name: destination.name,
                dates: departureDates(departure),
              }),
              selectedDestination: destination.name,
              departure,
            })
          }
        />
      </DetailSection>

      <DetailSection title={t('location')}>
        {mapAllowed ? (
          <MapEmbed
            className="ps-detail__map"
            src={destination.map}
            title={t('mapTitle', { name: destination.name })}
            width={800}
            height={400}
          />
        ) : (
          <p className="ps-detail__muted">{t('mapNotAvailable')}</p>
        )}
      </DetailSection>

      <div className="ps-detail__book">
        <Button
          className="ps-detail__book-button"
          onClick={() =>
            onBookNow({
              title: prices[0]
                ? t('bookingTitle', { name: destination.name, price: prices[0] })
                : t('bookingTitleNoPrice', { name: destination.name }),
              selectedDestination: destination.name,
            })
          }
        >
          {t('bookNow')}
        </Button>
        {bookNowNote}
      </div>
    </article>
  );
}

function destinationSeo(
  destination: Destination | null,
  { url, apiBaseUrl, siteName }: { url: string; apiBaseUrl: string; siteName: string },
  notFound: boolean,
  departures: PublicDeparture[],
  t: Translate<keyof typeof destinationsTexts.en>,
): PageSeo {
  if (!destination) return notFound ? { robots: 'noindex' } : {};
  const image = destination.image ? resolveMediaUrl(destination.image, apiBaseUrl) : undefined;
  // The structured data's own words (a day's name, an offer's) in the page's language.
  const words = {
    day: (day: number) => t('day', { day }),
    departure: (start: string, end: string) => t('departureOffer', { start, end }),
  };
  return {
    image,
    jsonLd: touristTripJsonLd(destination, { url, image, siteName, words }, departures),
  };
}

export function DestinationDetail({ onBookNow, bookNowNote }: BookNowProps) {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch<DestinationsRootState>();
  const { items, loading, error, loaded } = useSelector(selectDestinations);
  const destination = useSelector((state: DestinationsRootState) =>
    selectDestinationBySlug(state, slug),
  );
  const departures = useSelector(
    (state: DeparturesRootState) =>
      (destination && selectDepartures(state, destinationSlug(destination))?.items) ?? NO_ITEMS,
  );
  const navigate = useNavigate();
  const t = useTexts(destinationsTexts);
  const localePath = useLocalePath();
  const { apiBaseUrl, siteName } = useRuntimeConfig();
  const pageUrl = usePageUrl();
  const empty = items.length === 0;

  // SPEC §2: a direct visit (empty list) loads the list on entry.
  useEffect(() => {
    if (empty) void dispatch(fetchDestinations());
    // Only on entry to a page: a failed load is not retried in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, slug]);

  const pending = !destination && !error && (loading || (empty && !loaded));
  const notFound = !destination && !pending && !error;

  usePageTitle(
    destination ? destination.name : notFound ? t('notFoundTitle') : t('placesTitle'),
    destination ? metaDescription(destination.description ?? '') : undefined,
    destinationSeo(destination, { url: pageUrl, apiBaseUrl, siteName }, notFound, departures, t),
  );

  usePageStatus(notFound ? 404 : 200);

  if (destination) {
    return (
      <DestinationView destination={destination} onBookNow={onBookNow} bookNowNote={bookNowNote} />
    );
  }
  if (pending) {
    return (
      <div className="ps-page">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <div className="ps-page">
        <Alert tone="error">{t('error', { message: fetchErrorText(t, error) })}</Alert>
      </div>
    );
  }
  return (
    <div className="ps-page ps-detail__missing">
      <h1 className="ps-page__title">{t('notFound')}</h1>
      <Button variant="secondary" onClick={() => navigate(localePath('/places'))}>
        {t('backToPlaces')}
      </Button>
    </div>
  );
}
