// The destination page (/destinations/{slug}, SPEC §2): loads the list when it is empty (a direct
// visit), then shows the destination found by slug, or 'Destination not found!'.
import { Alert, Button, Spinner, useRuntimeConfig } from '@tours/shared-ui/components';
import { resolveMediaUrl, type Destination } from '@tours/shared-ui/domain';
import { useEffect, useId, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from '@tours/shared-ui/router';

import { MapEmbed } from '../../../components/map-embed';
import '../../../components/page.css';
import { IMAGE_SIZES } from '../../../lib/image-sizes';
import { usePageTitle, usePageUrl, type PageSeo } from '../../../lib/page-title';
import { useAppDispatch } from '../../../lib/redux';
import { usePageStatus } from '../../../lib/ssr-context';
import { fetchDestinations } from '../api/get-destinations';
import { selectDestinationBySlug, selectDestinations } from '../slice/selectors';
import type { DestinationsRootState } from '../slice/types';
import {
  BACK_TO_PLACES,
  BOOK_NOW,
  DAY_DETAILS_SOON,
  DESTINATION_NOT_FOUND,
  DESTINATION_NOT_FOUND_TITLE,
  DESTINATIONS_LOADING,
  DURATION_LABEL,
  EXCLUSIONS_HEADING,
  HIGHLIGHTS_HEADING,
  HOTEL_GALLERY_HEADING,
  INCLUSIONS_HEADING,
  ITINERARY_HEADING,
  ITINERARY_SOON,
  LOCATION_HEADING,
  MAP_NOT_AVAILABLE,
  PLACES_PAGE_TITLE,
  PRICE_HEADING,
  bookingTitle,
  dayHeading,
  destinationsErrorText,
  hotelPhotoAlt,
  mapTitle,
  sitePhotoAlt,
  withRupee,
} from '../texts';
import { ImageCarousel } from './image-carousel';
import './destination-detail.css';

/** What Book Now opens: the booking dialog titled with the destination and its first price. */
export interface BookNowRequest {
  title: string;
  selectedDestination: string;
}

/** The day plan in day order (day2 before day10), whatever order the keys were stored in. */
export function itineraryDays(plan: Record<string, string> | undefined) {
  return Object.entries(plan ?? {})
    .map(([key, text]) => ({ day: Number(/^day(\d+)$/.exec(key)?.[1]), text }))
    .filter((entry) => Number.isInteger(entry.day))
    .sort((a, b) => a.day - b.day);
}

/** The amount of a price text such as '16,500 per person (Budget)', or undefined. */
export function priceAmount(price: string): string | undefined {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(price);
  return match ? match[0].replace(/,/g, '') : undefined;
}

/** schema.org TouristTrip of a destination, each price an Offer in rupees. */
export function touristTripJsonLd(
  destination: Destination,
  { url, image, siteName }: { url: string; image?: string; siteName: string },
) {
  const offers = (destination.price ?? []).flatMap((price) => {
    const amount = priceAmount(price);
    return amount
      ? [{ '@type': 'Offer', name: price, price: amount, priceCurrency: 'INR', url }]
      : [];
  });
  const days = itineraryDays(destination.itinerary?.dayWisePlan);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: destination.name,
    description: destination.description,
    url,
    ...(image ? { image } : {}),
    touristType: 'Holiday',
    provider: { '@type': 'TravelAgency', name: siteName },
    ...(days.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            itemListElement: days.map(({ day, text }) => ({
              '@type': 'ListItem',
              position: day,
              name: dayHeading(day),
              description: text,
            })),
          },
        }
      : {}),
    ...(offers.length ? { offers } : {}),
  };
}

/** A search-result length description cut at a word boundary. */
function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

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

function TextList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={['ps-detail__list', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
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
  const days = itineraryDays(destination.itinerary?.dayWisePlan);
  const prices = destination.price ?? [];
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
      <h1 className="ps-page__title">{destination.name}</h1>
      {siteImages.length > 0 ? (
        <ImageCarousel
          label={`Photos of ${destination.name}`}
          images={siteImages}
          alt={(index, count) => sitePhotoAlt(destination.name, index, count)}
          width={1200}
          height={600}
          sizes={IMAGE_SIZES.narrowPage}
          eagerFirst
        />
      ) : null}
      <p className="ps-detail__description">{destination.description}</p>

      {destination.highlights?.length ? (
        <DetailSection title={HIGHLIGHTS_HEADING}>
          <TextList items={destination.highlights} className="ps-detail__list--ticks" />
        </DetailSection>
      ) : null}

      <DetailSection title={ITINERARY_HEADING}>
        {destination.itinerary?.duration ? (
          <p className="ps-detail__duration">
            <strong>{DURATION_LABEL}</strong> {destination.itinerary.duration}
          </p>
        ) : null}
        {days.length > 0 ? (
          <ol className="ps-detail__days">
            {days.map(({ day, text }) => (
              <li key={day} className="ps-detail__day">
                <h3 className="ps-detail__day-title">{dayHeading(day)}</h3>
                <p className="ps-detail__day-text">{text.trim() ? text : DAY_DETAILS_SOON}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="ps-detail__muted">{ITINERARY_SOON}</p>
        )}
      </DetailSection>

      {hotelImages.length > 0 ? (
        <DetailSection title={HOTEL_GALLERY_HEADING}>
          <ImageCarousel
            label={`${HOTEL_GALLERY_HEADING}: ${destination.name}`}
            images={hotelImages}
            alt={(index, count) => hotelPhotoAlt(destination.name, index, count)}
            slidesPerViewWide={2}
            width={600}
            height={400}
            sizes={IMAGE_SIZES.halfNarrowPage}
          />
        </DetailSection>
      ) : null}

      {destination.packageInclusions?.length ? (
        <DetailSection title={INCLUSIONS_HEADING}>
          <TextList items={destination.packageInclusions} className="ps-detail__list--ticks" />
        </DetailSection>
      ) : null}

      {destination.packageExclusions?.length ? (
        <DetailSection title={EXCLUSIONS_HEADING}>
          <TextList items={destination.packageExclusions} className="ps-detail__list--crosses" />
        </DetailSection>
      ) : null}

      {prices.length > 0 ? (
        <DetailSection title={PRICE_HEADING}>
          <TextList items={prices.map(withRupee)} className="ps-detail__prices" />
        </DetailSection>
      ) : null}

      <DetailSection title={LOCATION_HEADING}>
        {mapAllowed ? (
          <MapEmbed
            className="ps-detail__map"
            src={destination.map}
            title={mapTitle(destination.name)}
            width={800}
            height={400}
          />
        ) : (
          <p className="ps-detail__muted">{MAP_NOT_AVAILABLE}</p>
        )}
      </DetailSection>

      <div className="ps-detail__book">
        <Button
          className="ps-detail__book-button"
          onClick={() =>
            onBookNow({
              title: bookingTitle(destination.name, prices[0]),
              selectedDestination: destination.name,
            })
          }
        >
          {BOOK_NOW}
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
): PageSeo {
  if (!destination) return notFound ? { robots: 'noindex' } : {};
  const image = destination.image ? resolveMediaUrl(destination.image, apiBaseUrl) : undefined;
  return { image, jsonLd: touristTripJsonLd(destination, { url, image, siteName }) };
}

export function DestinationDetail({ onBookNow, bookNowNote }: BookNowProps) {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch<DestinationsRootState>();
  const { items, loading, error, loaded } = useSelector(selectDestinations);
  const destination = useSelector((state: DestinationsRootState) =>
    selectDestinationBySlug(state, slug),
  );
  const navigate = useNavigate();
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
    destination ? destination.name : notFound ? DESTINATION_NOT_FOUND_TITLE : PLACES_PAGE_TITLE,
    destination ? metaDescription(destination.description ?? '') : undefined,
    destinationSeo(destination, { url: pageUrl, apiBaseUrl, siteName }, notFound),
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
        <Spinner label={DESTINATIONS_LOADING} />
      </div>
    );
  }
  if (error) {
    return (
      <div className="ps-page">
        <Alert tone="error">{destinationsErrorText(error)}</Alert>
      </div>
    );
  }
  return (
    <div className="ps-page ps-detail__missing">
      <h1 className="ps-page__title">{DESTINATION_NOT_FOUND}</h1>
      <Button variant="secondary" onClick={() => navigate('/places')}>
        {BACK_TO_PLACES}
      </Button>
    </div>
  );
}
