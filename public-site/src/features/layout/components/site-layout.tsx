// The frame of every public page: skip link, header, the page, footer.
import type { ReactNode } from 'react';

import { useTexts } from '../../../lib/i18n';
import { layoutTexts } from '../texts';
import { Footer } from './footer';
import { Header } from './header';
import './site-layout.css';

export const MAIN_ID = 'ps-main';

export function SiteLayout({
  onBookNow,
  children,
}: {
  onBookNow: () => void;
  children: ReactNode;
}) {
  const t = useTexts(layoutTexts);
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
    </div>
  );
}
