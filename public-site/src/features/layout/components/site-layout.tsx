// The frame of every public page: skip link, header, the page, footer, and the offer of the
// visitor's language when the page is in another (after the page has started, never on the server).
import type { Locale } from '@tours/shared-ui/domain';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { useLocale, useTexts } from '../../../lib/i18n';
import { languageToOffer } from '../../../lib/language-offer';
import { layoutTexts } from '../texts';
import { Footer } from './footer';
import { Header } from './header';
import './site-layout.css';

export const MAIN_ID = 'ps-main';

const LanguageOffer = lazy(
  () => import(/* webpackChunkName: "language-offer" */ './language-offer'),
);

/** The language to offer here, from the cookie and the browser's languages (none on the server). */
function useLanguageOffer(current: Locale): [Locale | null, () => void] {
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    setOffered(languageToOffer(current, document.cookie, navigator.languages ?? []));
  }, [current]);
  return [offered, () => setOffered(null)];
}

export function SiteLayout({
  onBookNow,
  children,
}: {
  onBookNow: () => void;
  children: ReactNode;
}) {
  const t = useTexts(layoutTexts);
  const current = useLocale();
  const [offered, closeOffer] = useLanguageOffer(current);
  return (
    <div className="ps-site">
      <a className="ps-skip-link" href={`#${MAIN_ID}`}>
        {t('skipLink')}
      </a>
      <Header onBookNow={onBookNow} />
      <main id={MAIN_ID} className="ps-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {offered ? (
        <Suspense fallback={null}>
          <LanguageOffer offered={offered} current={current} onClose={closeOffer} />
        </Suspense>
      ) : null}
    </div>
  );
}
