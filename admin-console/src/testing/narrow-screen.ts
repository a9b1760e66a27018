// jsdom has no layout: the tests of the phone layouts make matchMedia answer the narrow-screen
// query (NARROW_SCREEN) as matching. jest's restoreMocks puts the real one back after each test.
import { NARROW_SCREEN } from '../lib/use-media-query';

export function pretendNarrowScreen(): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === NARROW_SCREEN,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
