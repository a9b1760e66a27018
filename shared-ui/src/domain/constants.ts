// Business constants of SPEC §9 (and the public forms' honeypot field), in one place for the forms,
// the pages and the API server.

export const HOTEL_CATEGORIES = ['Budget', 'Deluxe', 'Luxury'] as const;
export type HotelCategory = (typeof HOTEL_CATEGORIES)[number];

export const BLOG_STATUSES = ['Draft', 'Published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_PAGE_SIZE = 6;
export const BLOG_TEASER_LENGTH = 100;
export const DEFAULT_BLOG_CATEGORY = 'Uncategorized';
export const DEFAULT_BLOG_AUTHOR = 'Unknown';
export const BLOG_DATE_FALLBACK = 'No Date';

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const POPULAR_ARROW_SCROLL_PX = 300;
export const HERO_HEIGHT_PX = 500;
export const MENU_CLOSE_DELAY_MS = 50;
export const DRAWER_ANIMATION_S = 0.3;
export const FAST_SCROLL_PX_PER_MS = 0.5;
export const ADMIN_MESSAGE_WRAP_WORDS = 5;
export const CHILDREN_AGE_LABEL = 'Children (5 - 8 Yrs)';

/**
 * The public forms' trap for form-filling bots: a text field people never see (public-site
 * HoneypotField), sent with the body. The API drops a submission whose honeypot is filled, so both
 * read the field's name here.
 */
export const HONEYPOT_FIELD = 'website';
/** A public form's body with the honeypot as typed ('' from a person). */
export type WithHoneypot<T> = T & { [HONEYPOT_FIELD]: string };
