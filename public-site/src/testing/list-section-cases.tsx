// The states every home page list section shows (popular destinations, testimonials; SPEC §4):
// the loading text while the list is on its way, the failure's text (its message, or the
// section's fallback when it has none) and the empty text.
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';

import { renderListSection } from './render-with-providers';
import { deferred } from './test-api';

export interface ListSectionCase {
  ui: ReactElement;
  key: 'popular' | 'testimonials';
  items: unknown[];
  /** What stands for the first item once the list is shown. */
  first: { role: 'link' | 'heading'; name: string };
  texts: { loading: string; empty: string; fallback: string; error: (message: string) => string };
}

/** The whole text of an element, to the letter. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export function listSectionCases({ ui, key, items, first, texts }: ListSectionCase) {
  it('shows the loading text while the list is on its way, then the list', async () => {
    const pending = deferred<unknown[]>();
    renderListSection(ui, key, () => pending.promise);
    expect(screen.getByText(texts.loading)).toHaveAttribute('role', 'status');
    pending.resolve(items);
    expect(await screen.findByRole(first.role, { name: first.name })).toBeInTheDocument();
    expect(screen.queryByText(texts.loading)).not.toBeInTheDocument();
  });

  it(`shows "${texts.error('{message}')}" when the fetch fails`, async () => {
    renderListSection(ui, key, () =>
      Promise.reject(new Error('Request failed with status code 500')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      exactly(texts.error('Request failed with status code 500')),
    );
  });

  it(`shows "${texts.error(texts.fallback)}" when the failure has no message`, async () => {
    renderListSection(ui, key, () => Promise.reject(new Error('')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      exactly(texts.error(texts.fallback)),
    );
  });

  it('shows the empty text when there are none', async () => {
    renderListSection(ui, key, () => Promise.resolve([]));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });
}
