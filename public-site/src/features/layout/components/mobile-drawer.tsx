// The small-screen menu: a right-side drawer with the four links and a close button. It closes
// 50 ms after a link tap, on a backdrop tap, on Escape and when the page is scrolled fast (SPEC §2,
// §9); the header closes it on route change. It stays mounted so it can slide out (0.3 s).
import { FAST_SCROLL_PX_PER_MS, MENU_CLOSE_DELAY_MS } from '@tours/shared-ui/domain';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { NavLink } from '@tours/shared-ui/router';

import { CloseIcon } from '../../../components/close-icon';
import { useTexts } from '../../../lib/i18n';
import { layoutTexts, type SiteLink } from '../texts';
import './mobile-drawer.css';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  links: readonly SiteLink[];
  onClose: () => void;
  /** Gets focus back when the drawer closes while focus is inside it. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

export function MobileDrawer({ id, open, links, onClose, returnFocusRef }: MobileDrawerProps) {
  const t = useTexts(layoutTexts);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const linkTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Focus moves in on open and back to the menu button on close. A layout effect: it must run
  // before the browser drops focus from the now inert panel.
  useLayoutEffect(() => {
    if (open) {
      closeButtonRef.current?.focus();
      return undefined;
    }
    const panel = panelRef.current;
    if (panel && panel.contains(document.activeElement)) returnFocusRef.current?.focus();
    return undefined;
  }, [open, returnFocusRef]);

  // Fast scrolling closes it: speed between two scroll events above 0.5 px per ms.
  useEffect(() => {
    if (!open) return undefined;
    let last = { y: window.scrollY, time: performance.now() };
    const onScroll = () => {
      const now = { y: window.scrollY, time: performance.now() };
      const elapsed = now.time - last.time;
      // Two events in the same millisecond: measure the next one over the longer interval.
      if (elapsed <= 0) return;
      const speed = Math.abs(now.y - last.y) / elapsed;
      last = now;
      if (speed > FAST_SCROLL_PX_PER_MS) onCloseRef.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open]);

  useEffect(
    () => () => {
      if (linkTimer.current) clearTimeout(linkTimer.current);
    },
    [],
  );

  const closeAfterLinkTap = () => {
    if (linkTimer.current) clearTimeout(linkTimer.current);
    linkTimer.current = setTimeout(() => {
      linkTimer.current = null;
      onCloseRef.current();
    }, MENU_CLOSE_DELAY_MS);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Focus stays inside while it is open (it is modal over the page).
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const state = open ? ' is-open' : '';
  return (
    <>
      {/* Pointer-only affordance; keyboard users have the close button and Escape. */}
      <div
        className={`ps-drawer-backdrop${state}`}
        data-testid="drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        id={id}
        ref={panelRef}
        className={`ps-drawer${state}`}
        role="dialog"
        aria-modal="true"
        aria-label={t('menuTitle')}
        aria-hidden={!open}
        inert={!open}
        onKeyDown={handleKeyDown}
      >
        <div className="ps-drawer__top">
          <span className="ps-drawer__title" aria-hidden="true">
            {t('menuTitle')}
          </span>
          <button
            ref={closeButtonRef}
            type="button"
            className="ps-icon-button"
            aria-label={t('closeMenu')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('menuTitle')}>
          <ul className="ps-drawer__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="ps-drawer__link" onClick={closeAfterLinkTap}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
