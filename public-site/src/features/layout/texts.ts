// Texts and links of the header, drawer and footer (SPEC §2 Header and footer).
export interface SiteLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Places', to: '/places' },
  { label: 'Blogs', to: '/blogs' },
];

export const RESOURCE_LINKS: readonly SiteLink[] = [
  ...MAIN_LINKS,
  { label: 'Contact Us', to: '/contact-us' },
  // The traveller's booking page (issue 13): looked up by reference and phone number.
  { label: 'Booking status', to: '/booking-status' },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Terms & Conditions', to: '/terms' },
  // Root-relative like the others: SPEC §2 writes it relative (privacy-policy), which on /about
  // led to /about/privacy-policy, the not-found page (issue 12).
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export const BOOK_NOW = 'Book Now';
export const MAIN_NAV_LABEL = 'Main';
export const MENU_BUTTON_LABEL = 'Menu';
export const MENU_TITLE = 'Menu';
export const CLOSE_MENU_LABEL = 'Close menu';
export const SKIP_LINK = 'Skip to main content';
export const RESOURCES_HEADING = 'Resources';
export const LEGAL_HEADING = 'Legal';
export const SOCIAL_LABEL = 'Social media';
export const NEW_TAB_HINT = ' (opens in a new tab)';
export const COPYRIGHT_YEAR = 2025;
