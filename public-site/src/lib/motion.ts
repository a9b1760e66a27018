// Motion: the visitor's "reduce motion" setting in code paths CSS cannot reach (smooth
// scrolling), and the delays of staggered entrances.
import { type CSSProperties, useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  // No window on a server render: no preference known there.
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCE).matches === true
  );
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCE);
  // swiper's stand-in for a window without matchMedia (a test's jsdom) answers an empty object.
  if (typeof query.addEventListener !== 'function') return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The setting for rendering: a server render (and the browser's hydration of it) knows no
 * preference, then the browser renders again with the visitor's, so the server HTML and the
 * first client render agree (React's useSyncExternalStore with a server snapshot).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/**
 * The entrance delay of the index-th item of a staggered list (components/reveal.css). A CSS
 * custom property rather than an inline animation-delay: the stylesheet applies it.
 */
export function revealDelay(index: number, staggerSeconds: number): CSSProperties {
  return {
    '--ps-reveal-delay': `${Number((index * staggerSeconds).toFixed(2))}s`,
  } as CSSProperties;
}
