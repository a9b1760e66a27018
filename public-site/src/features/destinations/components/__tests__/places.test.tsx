import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';
import { darjeeling, sundarbans } from '../../../../testing/fixtures';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';

function renderPlaces(list: () => Promise<unknown>) {
  const api = createTestApi();
  const listSpy = jest.spyOn(api.destinations, 'list').mockImplementation(list);
  return { ...renderApp({ route: '/places', api }), listSpy };
}

describe('Explore Destinations (/places)', () => {
  it('loads the list on arrival, showing "Loading..." meanwhile', async () => {
    const pending = deferred<unknown>();
    const { listSpy } = renderPlaces(() => pending.promise);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Destinations' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(listSpy).toHaveBeenCalledTimes(1);
    pending.resolve([darjeeling, sundarbans]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Darjeeling' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(document.title).toBe('Explore Destinations | Test Tours Sonarpur');
  });

  it('shows a card per destination: picture, name, info and See More', async () => {
    renderPlaces(() => Promise.resolve([darjeeling, sundarbans]));
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Darjeeling' })).toBeInTheDocument();
    expect(first.getByText(darjeeling.info)).toBeInTheDocument();
    const image = cards[0]!.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'http://api.test/media/destinations/darjeeling-1.svg');
    // The first card is in view when the page opens (its picture the largest): fetched at once.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '260');
    // No cover image: the shipped placeholder.
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
    // A real link, so crawlers and visitors without JavaScript reach every destination page.
    // It shows 'See More' (SPEC); its name says which destination it opens.
    const seeMore = first.getByRole('link', { name: 'See More about Darjeeling' });
    expect(seeMore).toHaveAttribute('href', '/destinations/darjeeling');
    expect(seeMore.firstChild).toHaveTextContent(/^See More$/);
    expect(
      within(cards[1]!).getByRole('link', { name: 'See More about Sundarbans Delta' }),
    ).toHaveAttribute('href', '/destinations/sundarbans-delta');
  });

  it('See More keeps the destination as the selected detail and opens /destinations/{slug}', async () => {
    const { user, store } = renderPlaces(() => Promise.resolve([darjeeling, sundarbans]));
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[1]!).getByRole('link', { name: /^See More/ }));
    expect(store.getState().destinations.selected).toEqual(sundarbans);
    // The detail page shows the selected destination at once, without loading anything.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sundarbans Delta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/destinations/sundarbans-delta',
    );
  });

  it('See More is followed from the keyboard too (Enter on the focused link)', async () => {
    const { user, store } = renderPlaces(() => Promise.resolve([darjeeling, sundarbans]));
    const cards = await screen.findAllByRole('article');
    const seeMore = within(cards[0]!).getByRole('link', { name: /^See More/ });
    seeMore.focus();
    await user.keyboard('{Enter}');
    expect(store.getState().destinations.selected).toEqual(darjeeling);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Darjeeling' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/destinations/darjeeling',
    );
  });

  it('shows "Error: {message}" when the list cannot be loaded', async () => {
    const api = createTestApi();
    respondWith(api, () => [500, { message: 'Internal Server Error' }]);
    renderApp({ route: '/places', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP error! Status: 500');
  });

  it('says so when there are no destinations', async () => {
    renderPlaces(() => Promise.resolve([]));
    expect(await screen.findByText('No destinations available at the moment.')).toBeInTheDocument();
  });
});
