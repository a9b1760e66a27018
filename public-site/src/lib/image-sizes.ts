// The `sizes` of each place a photo shows (how wide it is at each viewport), from the layouts'
// own widths: the page (1200 px, narrow 860 px, 16 px padding each side), the card grid (one
// column, two from 640 px, three from 1024 px), the carousels and the blog gallery. The browser
// picks from a photo's srcset the smallest variant that fills that width at the screen's density.
export const IMAGE_SIZES = {
  /** A card of the card grid (places, popular destinations, blogs). */
  card: '(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)',
  /** A picture as wide as the narrow page (destination cover carousel, blog cover). */
  narrowPage: '(min-width: 860px) 828px, calc(100vw - 32px)',
  /** A slide of the hotel carousel: two in view from 768 px. */
  halfNarrowPage:
    '(min-width: 860px) 406px, (min-width: 768px) calc(50vw - 24px), calc(100vw - 32px)',
  /** The blog gallery: two to a row on the narrow page. */
  gallery: '(min-width: 860px) 406px, calc(50vw - 24px)',
  /** A testimonial's round portrait. */
  avatar: '56px',
} as const;
