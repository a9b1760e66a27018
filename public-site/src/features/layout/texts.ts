// Texts and links of the header, drawer and footer (SPEC §2 Header and footer). The English texts
// are locales/en.json (SPEC's verbatim), translated beside it (locales/bn.json, hi.json).
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const layoutTexts = defineTexts('layout', en);
export type LayoutKey = keyof typeof en;

/** A link of the frame: its text's key and its English path (shown in the page's language). */
export interface SiteLinkEntry {
  key: LayoutKey;
  to: string;
}

/** A link as shown: its text and address in the page's language. */
export interface SiteLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly SiteLinkEntry[] = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/about' },
  { key: 'places', to: '/places' },
  { key: 'blogs', to: '/blogs' },
];

export const RESOURCE_LINKS: readonly SiteLinkEntry[] = [
  ...MAIN_LINKS,
  { key: 'contactUs', to: '/contact-us' },
  // The traveller's booking page (issue 13): looked up by reference and phone number.
  { key: 'bookingStatus', to: '/booking-status' },
];

export const LEGAL_LINKS: readonly SiteLinkEntry[] = [
  { key: 'refundPolicy', to: '/refund-policy' },
  { key: 'terms', to: '/terms' },
  // Root-relative like the others: SPEC §2 writes it relative (privacy-policy), which on /about
  // led to /about/privacy-policy, the not-found page (issue 12).
  { key: 'privacyPolicy', to: '/privacy-policy' },
];

export const COPYRIGHT_YEAR = 2025;
