// A photo carousel (swiper) for the destination page: autoplay every 3 s with a visible Pause/Play
// button (WCAG 2.2.2), dots large enough to tap (24 px, WCAG 2.5.8), loop only with enough slides
// (swiper's loop needs twice the slides in view) and no autoplay for visitors who ask for less
// motion. Only this route chunk imports swiper, so no other page downloads it.
import { CAROUSEL_AUTOPLAY_MS } from '@tours/shared-ui/domain';
import { useEffect, useMemo, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { AutoplayOptions } from 'swiper/types';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';

import placeholderUrl from '../../../assets/placeholder.svg';
import { FallbackImage } from '../../../components/fallback-image';
import '../../../components/icon-button.css';
import { useReducedMotion } from '../../../lib/motion';
import { useTexts } from '../../../lib/i18n';
import { destinationsTexts } from '../texts';
import './image-carousel.css';

export interface ImageCarouselProps {
  /** Names the carousel region, e.g. "Photos of Darjeeling". */
  label: string;
  images: string[];
  /** The alternative text of image `index` out of `count`. */
  alt: (index: number, count: number) => string;
  /** Slides in view on wide screens (one on small screens). */
  slidesPerViewWide?: 1 | 2;
  width: number;
  height: number;
  /** How wide a slide shows at each viewport (lib/image-sizes). */
  sizes: string;
  /** The cover at the top of the page: its first photo is the page's largest picture, loaded at
   * once with high priority; the others wait their turn. */
  eagerFirst?: boolean;
}

export function ImageCarousel({
  label,
  images,
  alt,
  slidesPerViewWide = 1,
  width,
  height,
  sizes,
  eagerFirst = false,
}: ImageCarouselProps) {
  const t = useTexts(destinationsTexts);
  // One function for the component's life (per language): a new one would make swiper rebuild
  // its pagination, and restart the slideshow, on every render.
  const renderBullet = useMemo(() => bulletButton((slide) => t('goToSlide', { slide })), [t]);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // A server-rendered page learns the visitor's setting only after hydration: the slideshow then
  // stops before its first move. It never starts by itself later (that would surprise more).
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(!reducedMotion);
  useEffect(() => {
    if (!reducedMotion) return;
    swiper?.autoplay?.stop();
    setPlaying(false);
  }, [reducedMotion, swiper]);

  const count = images.length;
  const several = count > 1;
  // Swiper's loop mode needs at least twice the slides it shows at once.
  const loop = count >= 2 * slidesPerViewWide && several;

  // `enabled` is a real autoplay parameter (its default is false) that swiper's types leave out:
  // with it false the module is still there for the Play button to start.
  const autoplay: AutoplayOptions & { enabled: boolean } = {
    enabled: several && !reducedMotion,
    delay: CAROUSEL_AUTOPLAY_MS,
    disableOnInteraction: false,
    pauseOnMouseEnter: true,
  };

  const toggle = () => {
    if (!swiper) return;
    if (playing) {
      swiper.autoplay.stop();
      setPlaying(false);
    } else {
      swiper.autoplay.start();
      setPlaying(true);
    }
  };

  // The box keeps the declared shape whatever the photo's own (object-fit crops it): a 3:2 phone
  // photo in the 2:1 cover would otherwise grow the page as it loads (layout shift).
  const shape = width >= 2 * height ? 'ps-carousel ps-carousel--wide' : 'ps-carousel';

  return (
    <section className={shape} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={slidesPerViewWide > 1 ? { 768: { slidesPerView: slidesPerViewWide } } : {}}
        loop={loop}
        speed={reducedMotion ? 0 : 500}
        autoplay={autoplay}
        keyboard={{ enabled: true, onlyInViewport: true }}
        // Real buttons for the dots (swiper's documented renderBullet), rather than the spans
        // its a11y module gives role="button".
        pagination={several ? { clickable: true, renderBullet } : false}
        a11y={{ enabled: true, slideRole: 'group' }}
      >
        {images.map((src, index) => (
          <SwiperSlide key={`${src}-${index}`}>
            <FallbackImage
              className="ps-carousel__image"
              src={src}
              fallback={placeholderUrl}
              alt={alt(index, count)}
              width={width}
              height={height}
              sizes={sizes}
              priority={eagerFirst && index === 0}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {several ? (
        <button
          type="button"
          className="ps-carousel__toggle"
          aria-label={playing ? t('pauseSlideshow') : t('playSlideshow')}
          onClick={toggle}
        >
          {playing ? <PauseGlyph /> : <PlayGlyph />}
        </button>
      ) : null}
    </section>
  );
}

/** A pagination dot: swiper passes its class names; the label says which slide it shows. */
function bulletButton(goToSlide: (slide: number) => string) {
  return (index: number, className: string): string =>
    `<button type="button" class="${className}" aria-label="${goToSlide(index + 1)}"></button>`;
}

function PauseGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="4" y="3" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="12" y="3" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M5 3.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 5 3.5z"
        fill="currentColor"
      />
    </svg>
  );
}
