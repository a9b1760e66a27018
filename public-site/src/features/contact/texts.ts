// Texts of the Contact page (SPEC §2 Contact, §5, §8): locales/en.json (SPEC's verbatim),
// translated beside it. The network failure's text is the request's error value (SPEC §8), in
// English as the server's own messages are; the fields' validation messages are the shared
// schemas' (English: the API answers with the same words).
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const contactTexts = defineTexts(
  'contact',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "contact-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`
    ),
);
export const CONTACT_NETWORK_ERROR = 'Error sending message. Please check your network.';
