// The language switch of the header and the footer (issue 29): the same page (path and query: the
// destination, the trip finder's filters) in each language, each name in its own script. The
// choice is remembered in a cookie for the next visit's offer; nobody is redirected by it.
import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALES,
  localizePath,
  type Locale,
} from '@tours/shared-ui/domain';
import { Link, useLocation } from '@tours/shared-ui/router';

import { useLocale, useTexts } from '../../../lib/i18n';
import { layoutTexts } from '../texts';
import './language-switch.css';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language for a year, on the whole site. */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The switch; `landmark` makes it a navigation landmark (the header's). The footer's is a plain group
 * of the same name: two landmarks of one name would be ambiguous (html-validate unique-landmark).
 */
export function LanguageSwitch({
  className = '',
  landmark = false,
}: {
  className?: string;
  landmark?: boolean;
}) {
  const t = useTexts(layoutTexts);
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const Element = landmark ? 'nav' : 'div';
  return (
    <Element
      className={`ps-language-switch ${className}`.trim()}
      aria-label={t('languages')}
      role={landmark ? undefined : 'group'}
    >
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={localizePath(locale, `${pathname}${search}${hash}`)}
              lang={locale}
              hrefLang={locale}
              className="ps-language-switch__link"
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {LOCALE_NAMES[locale].name}
            </Link>
          </li>
        ))}
      </ul>
    </Element>
  );
}
