// Site header: logo home link, the four main links (a drawer on small screens) and Book Now.
//
// The drawer is a chunk of its own, downloaded when the Menu button is first pointed at, focused,
// touched or pressed: wide screens never need it, and the page frame every visitor downloads
// stays smaller. It then stays mounted, so later openings slide in at once.
import { Button, useRuntimeConfig } from '@tours/shared-ui/components';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@tours/shared-ui/router';

import '../../../components/icon-button.css';
import { MenuIcon } from '../../../components/icons';
import { Logo } from '../../../components/logo';
import { useLocalePath, useTexts } from '../../../lib/i18n';
import { useSiteLinks } from '../hooks/use-site-links';
import { layoutTexts, MAIN_LINKS } from '../texts';
import { LanguageSwitch } from './language-switch';
import './header.css';

const loadDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ './mobile-drawer');
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));
/** Starts the download early; a failure shows when the drawer is rendered (the page's boundary). */
const prefetchDrawer = () => void loadDrawer().catch(() => undefined);

export function Header({ onBookNow }: { onBookNow: () => void }) {
  const { siteName } = useRuntimeConfig();
  const { pathname } = useLocation();
  const t = useTexts(layoutTexts);
  const localePath = useLocalePath();
  const mainLinks = useSiteLinks(MAIN_LINKS);
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  // A route change closes the drawer (adjusted during render, not in an effect, so the closed
  // drawer is what the new page first paints with).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="ps-header">
      <LanguageSwitch className="ps-header__languages" landmark />
      <div className="ps-header__inner">
        <Link to={localePath('/')} className="ps-header__brand">
          <Logo siteName={siteName} compact />
        </Link>
        <nav className="ps-header__nav" aria-label={t('mainNav')}>
          <ul>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="ps-header__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ps-header__actions">
          <Button className="ps-header__book" onClick={onBookNow}>
            {t('bookNow')}
          </Button>
          <button
            ref={menuButtonRef}
            type="button"
            className="ps-icon-button ps-header__menu-button"
            aria-label={t('menuButton')}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            onPointerEnter={prefetchDrawer}
            onTouchStart={prefetchDrawer}
            onFocus={prefetchDrawer}
            onClick={() => {
              setDrawerWanted(true);
              setMenuOpen((open) => !open);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            open={menuOpen}
            links={mainLinks}
            onClose={closeMenu}
            returnFocusRef={menuButtonRef}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
