// Every Hindi catalogue of the site, with the fonts of its script: the locale-hi chunk, loaded only
// on pages in Hindi (lib/i18n.tsx). A feature with texts adds its catalogue here; the catalogue test
// (src/locales/__tests__/catalogues.test.ts) fails while one is missing.
import about from '../features/about/locales/hi.json';
import blogs from '../features/blogs/locales/hi.json';
import bookingStatus from '../features/booking-status/locales/hi.json';
import contact from '../features/contact/locales/hi.json';
import destinations from '../features/destinations/locales/hi.json';
import home from '../features/home/locales/hi.json';
import layout from '../features/layout/locales/hi.json';
import notFound from '../features/not-found/locales/hi.json';
import policies from '../features/policies/locales/hi.json';
import popular from '../features/popular/locales/hi.json';
import testimonials from '../features/testimonials/locales/hi.json';
import tripFinder from '../features/destinations/trip-finder/locales/hi.json';
import siteDialog from '../features/site-dialog/locales/hi.json';
import dialogFrame from '../features/site-dialog/frame/locales/hi.json';
import formMessages from '../lib/form-messages/locales/hi.json';
import shared from '../lib/shared-texts/locales/hi.json';
import stateNames from '../lib/state-names/locales/hi.json';
import { namespaced } from './namespaced';
import './digits';
import './fonts-hi.css';

export default namespaced({
  about,
  blogs,
  'booking-status': bookingStatus,
  contact,
  destinations,
  'destinations/trip-finder': tripFinder,
  home,
  layout,
  'not-found': notFound,
  policies,
  popular,
  'site-dialog': siteDialog,
  'site-dialog/frame': dialogFrame,
  testimonials,
  // lib's catalogues: shared-ui's words and the forms' messages that several features show.
  'form-messages': formMessages,
  shared,
  'state-names': stateNames,
});
