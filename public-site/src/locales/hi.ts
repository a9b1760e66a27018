// The Hindi catalogues of the site's features, with the fonts of its script: the locale-hi chunk,
// loaded only on pages in Hindi (lib/i18n.tsx). A feature with texts adds its catalogue here, unless
// it belongs to one page only (the policies, About, Contact, the booking's page): that one loads
// with its page (its texts.ts's `load`). The catalogue test (src/locales/__tests__/catalogues.test.ts)
// fails while one is in neither.
import blogs from '../features/blogs/locales/hi.json';
import destinations from '../features/destinations/locales/hi.json';
import home from '../features/home/locales/hi.json';
import layout from '../features/layout/locales/hi.json';
import notFound from '../features/not-found/locales/hi.json';
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
  blogs,
  destinations,
  'destinations/trip-finder': tripFinder,
  home,
  layout,
  'not-found': notFound,
  popular,
  'site-dialog': siteDialog,
  'site-dialog/frame': dialogFrame,
  testimonials,
  // lib's catalogues: shared-ui's words and the forms' messages that several features show.
  'form-messages': formMessages,
  shared,
  'state-names': stateNames,
});
