// Whether a CSS media query matches now, kept up to date: the bookings list shows cards instead of
// its table on a phone. (antd's Grid.useBreakpoint reports every breakpoint false until it has
// measured, which would flash the cards on a wide screen.)
import { useSyncExternalStore } from 'react';

/** Below this width a list of cards replaces a wide table (a phone held upright: 390 px). */
export const NARROW_SCREEN = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
