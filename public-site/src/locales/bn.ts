// The Bengali catalogues of the site's features, with the fonts of its script: the locale-bn chunk,
// loaded only on pages in Bengali (lib/i18n.tsx). A feature with texts adds its catalogue here, unless
// it belongs to one page only (the policies, About, Contact, the booking's page): that one loads
// with its page (its texts.ts's `load`). The catalogue test (src/locales/__tests__/catalogues.test.ts)
// fails while one is in neither.
import blogs from '../features/blogs/locales/bn.json';
import destinations from '../features/destinations/locales/bn.json';
import home from '../features/home/locales/bn.json';
import layout from '../features/layout/locales/bn.json';
import notFound from '../features/not-found/locales/bn.json';
import popular from '../features/popular/locales/bn.json';
import testimonials from '../features/testimonials/locales/bn.json';
import tripFinder from '../features/destinations/trip-finder/locales/bn.json';
import siteDialog from '../features/site-dialog/locales/bn.json';
import dialogFrame from '../features/site-dialog/frame/locales/bn.json';
import formMessages from '../lib/form-messages/locales/bn.json';
import shared from '../lib/shared-texts/locales/bn.json';
import stateNames from '../lib/state-names/locales/bn.json';
import { namespaced } from './namespaced';
import './digits';
import './fonts-bn.css';

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
