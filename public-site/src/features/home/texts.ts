// Texts of the Home page (SPEC §2 Home).
export const HOME_PAGE_TITLE = 'Home';
export const HOME_DESCRIPTION =
  'Tours and travels agency in Sonarpur, West Bengal: honeymoon, family, adventure, friends, religious and school tours across India.';
export const HERO_TITLE = 'Welcome to the agency';
export const EXPLORE = 'Explore';
export const THEMES_HEADING = 'Travel Themes';
export const CTA_TITLE = 'Start Your Journey Now';
export const REACH_US = 'Reach Us';
