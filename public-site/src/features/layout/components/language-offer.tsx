// The bar that offers this page in the visitor's language (issue 29, lib/language-offer.ts): at
// the bottom of the screen, over nothing that moves, in the offered language itself (the visitor
// may not read the page's). Following it or saying no remembers the choice, so it is offered once.
// Its own chunk: only a visitor with something to offer downloads it.
import { localizePath, type Locale } from '@tours/shared-ui/domain';
import { Link, useLocation } from '@tours/shared-ui/router';

import { rememberLocale } from './language-switch';
// The Bengali and Hindi fonts the site ships: an English page has not loaded them (their files
// download only for the glyphs the bar shows).
import '../../../locales/fonts-bn.css';
import '../../../locales/fonts-hi.css';
import './language-offer.css';

/** Each offer in its own language: the bar's name, its question, the link and the refusal. */
export const OFFER_TEXTS: Record<
  Locale,
  { region: string; question: string; accept: string; dismiss: string }
> = {
  en: {
    region: 'Language',
    question: 'This page is also in English.',
    accept: 'Read it in English',
    dismiss: 'No, thanks',
  },
  bn: {
    region: 'ভাষা',
    question: 'এই পাতাটি বাংলাতেও আছে।',
    accept: 'বাংলায় পড়ুন',
    dismiss: 'না, ধন্যবাদ',
  },
  hi: {
    region: 'भाषा',
    question: 'यह पेज हिन्दी में भी है।',
    accept: 'हिन्दी में पढ़ें',
    dismiss: 'नहीं, धन्यवाद',
  },
};

export default function LanguageOffer({
  offered,
  current,
  onClose,
}: {
  offered: Locale;
  current: Locale;
  onClose: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  const text = OFFER_TEXTS[offered];
  return (
    <section className="ps-language-offer" aria-label={text.region} lang={offered}>
      <p className="ps-language-offer__question">{text.question}</p>
      <Link
        to={localizePath(offered, `${pathname}${search}${hash}`)}
        hrefLang={offered}
        className="tui-button tui-button--primary ps-language-offer__accept"
        onClick={() => {
          rememberLocale(offered);
          onClose();
        }}
      >
        {text.accept}
      </Link>
      <button
        type="button"
        className="tui-button tui-button--secondary"
        onClick={() => {
          rememberLocale(current);
          onClose();
        }}
      >
        {text.dismiss}
      </button>
    </section>
  );
}
