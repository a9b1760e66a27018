// A Bengali page rendered on the server hydrates in the browser while its catalogue is still on its
// way (ClientI18n suspends at the top): the server's HTML stays, no mismatch, then the texts are
// the same Bengali ones; a switch to Hindi re-renders in Hindi.
import { RuntimeConfigProvider } from '@tours/shared-ui/components';
import { act, screen, within } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { SiteLayout } from '../../features/layout/components/site-layout';
import { ClientI18n, createI18n, I18nProvider, loadCatalog } from '../../lib/i18n';
import bengali from '../../locales/bn';
import { testConfig } from '../../testing/test-config';

function Frame({ route }: { route: string }) {
  return (
    <RuntimeConfigProvider config={testConfig}>
      <MemoryRouter initialEntries={[route]}>
        <SiteLayout onBookNow={() => undefined}>
          <p>page</p>
        </SiteLayout>
      </MemoryRouter>
    </RuntimeConfigProvider>
  );
}

it('hydrates a Bengali page whose catalogue arrives after hydration starts, without a mismatch', async () => {
  // The server: its own instance, the catalogue at hand.
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <I18nProvider i18n={createI18n('bn', bengali)}>
      <Frame route="/bn/places" />
    </I18nProvider>,
  );
  document.body.appendChild(container);
  const serverNav = within(container).getByRole('navigation', { name: 'প্রধান' });
  expect(serverNav).toBeInTheDocument();

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  try {
    // The browser: ClientI18n around the same tree, the catalogue not loaded yet.
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <RuntimeConfigProvider config={testConfig}>
            <MemoryRouter initialEntries={['/bn/places']}>
              <ClientI18n>
                <SiteLayout onBookNow={() => undefined}>
                  <p>page</p>
                </SiteLayout>
              </ClientI18n>
            </MemoryRouter>
          </RuntimeConfigProvider>,
          { onRecoverableError: recoverable },
        );
      });
    });
    // While it loads, the server's HTML is what shows.
    expect(screen.getByRole('navigation', { name: 'প্রধান' })).toBe(serverNav);
    await act(async () => {
      await loadCatalog('bn');
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydrated: the same element, now React's, still in Bengali.
    expect(screen.getByRole('navigation', { name: 'প্রধান' })).toBe(serverNav);
    expect(document.documentElement).toHaveAttribute('lang', 'bn');
  } finally {
    errors.mockRestore();
  }
});
