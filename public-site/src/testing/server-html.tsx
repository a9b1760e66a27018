// Helpers of the tests that render on the server and hydrate in the browser, or that set the
// visitor's motion setting (jsdom has no matchMedia).
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** The page as a server sends it, in the document (not yet hydrated). */
export function serverHtml(element: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}

/** Hydrates `container` with `element`; returns what React said: console errors and recoverable
 * errors (a hydration mismatch is one). */
export async function hydrate(container: HTMLElement, element: ReactElement) {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  try {
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    return { consoleErrors: errors.mock.calls, recoverableErrors: recoverable.mock.calls };
  } finally {
    errors.mockRestore();
  }
}

/** The visitor's "reduce motion" setting, as matchMedia reports it; `restore()` removes it. */
export function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
  return { restore: () => delete (window as Partial<Window>).matchMedia };
}
