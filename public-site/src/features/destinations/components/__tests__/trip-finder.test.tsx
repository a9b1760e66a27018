// The trip finder on /places (issue 26): the filters come from the address and go back to it, the
// cards add the finder's facts, an empty result offers to clear a filter.
import { screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';

import { renderApp, renderWithProviders } from '../../../../testing/render-with-providers';
import { TripFiltersForm } from '../trip-filters';
import {
  darjeeling,
  darjeelingTrip,
  sundarbans,
  sundarbansTrip,
} from '../../../../testing/fixtures';
import { createTestApi, respondWith } from '../../../../testing/test-api';
import type { TripItem } from '@tours/shared-ui/domain';

const FAMILY_SEARCH = '?theme=Family&month=2026-12&budget=20000&nights=3-5&travellers=3';

/** /places at `route`, the API answering the destinations list and the finder with `trips`. */
function renderFinder(route: string, trips: (params: Record<string, string>) => TripItem[]) {
  const api = createTestApi();
  const searches: Record<string, string>[] = [];
  respondWith(api, (config: InternalAxiosRequestConfig) => {
    if (config.url === '/destinations') return [200, [darjeeling, sundarbans]];
    if (config.url === '/trips') {
      const params = { ...(config.params as Record<string, string>) };
      searches.push(params);
      return [200, { items: trips(params) }];
    }
    return [404, { message: 'Not found' }];
  });
  return { ...renderApp({ route, api }), searches };
}

describe('Trip finder (/places)', () => {
  it('reads the filters from the address, asks the finder for them and shows its cards', async () => {
    const { searches } = renderFinder(`/places${FAMILY_SEARCH}`, () => [darjeelingTrip]);
    expect(await screen.findByText('1 trip matches your search.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(searches.at(-1)).toEqual({
      theme: 'Family',
      month: '2026-12',
      budget: 20000,
      nights: '3-5',
      travellers: 3,
    });
    const search = screen.getByRole('search', { name: 'Find your trip' });
    expect(within(search).getByLabelText('Theme')).toHaveValue('Family');
    expect(within(search).getByLabelText('Month')).toHaveValue('2026-12');
    expect(within(search).getByLabelText('Budget per adult (₹)')).toHaveValue(20000);
    expect(within(search).getByLabelText('Nights')).toHaveValue('3-5');
    expect(within(search).getByLabelText('Travellers')).toHaveValue(3);
    // Only the finder's matches: Sundarbans is in the list of destinations, not in the answer.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'Darjeeling' })).toBeInTheDocument();
    expect(card.getByText('From ₹16,500 per adult')).toBeInTheDocument();
    expect(card.getByText('4 nights, 5 days')).toBeInTheDocument();
    expect(card.getByText(/20 Dec 2026 to 24 Dec 2026/)).toHaveTextContent('6 seats left');
    expect(card.getByRole('link', { name: 'See More about Darjeeling' })).toHaveAttribute(
      'href',
      '/destinations/darjeeling',
    );
    // The filtered page's canonical address is the search itself: it can be shared and crawled.
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost/places${FAMILY_SEARCH}`,
    );
  });

  it('is a GET form to /places that works without JavaScript', async () => {
    renderFinder('/places', () => [darjeelingTrip, sundarbansTrip]);
    const search = await screen.findByRole('search', { name: 'Find your trip' });
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/places');
    for (const name of ['theme', 'month', 'budget', 'nights', 'travellers'])
      expect(search.querySelector(`[name="${name}"]`)).not.toBeNull();
    // The next twelve months are offered, after 'Any month'.
    expect(within(search).getByLabelText('Month').querySelectorAll('option')).toHaveLength(13);
  });

  it('without a filter is SPEC list, each card adding the finder facts', async () => {
    renderFinder('/places', () => [darjeelingTrip, sundarbansTrip]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(await within(cards[0]!).findByText('From ₹16,500 per adult')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Any date on request')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2 nights, 3 days')).toBeInTheDocument();
    expect(document.querySelector('.ps-places__count')).toBeEmptyDOMElement();
  });

  it('a theme chosen applies at once: the address replaced, the finder asked again', async () => {
    const { user, searches } = renderFinder('/places', (params) =>
      params.theme === 'Adventure' ? [sundarbansTrip] : [darjeelingTrip, sundarbansTrip],
    );
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Theme'), 'Adventure');
    expect(await screen.findByText('1 trip matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/places?theme=Adventure',
    );
    expect(searches.at(-1)).toEqual({ theme: 'Adventure' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // Focus stays where the visitor was.
    expect(screen.getByLabelText('Theme')).toHaveFocus();
  });

  it('typed numbers apply on Show trips', async () => {
    const { user, searches } = renderFinder('/places', () => [darjeelingTrip]);
    await screen.findAllByRole('article');
    await user.type(screen.getByLabelText('Budget per adult (₹)'), '20000');
    await user.type(screen.getByLabelText('Travellers'), '3');
    await user.click(screen.getByRole('button', { name: 'Show trips' }));
    expect(await screen.findByText('1 trip matches your search.')).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({ budget: 20000, travellers: 3 });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/places?budget=20000&travellers=3',
    );
  });

  it('an empty result says so and offers to clear each filter', async () => {
    renderFinder('/places?theme=Religious&budget=5000', () => []);
    expect(await screen.findByText('No trips match your search.')).toBeInTheDocument();
    expect(screen.getByText('0 trips match your search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear theme: Religious' })).toHaveAttribute(
      'href',
      '/places?budget=5000',
    );
    expect(screen.getByRole('link', { name: 'Clear budget: ₹5,000' })).toHaveAttribute(
      'href',
      '/places?theme=Religious',
    );
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/places',
    );
  });

  it('a value in the address that is not a filter is left out', async () => {
    const { searches } = renderFinder('/places?theme=Beach&budget=cheap&month=2026-12', () => [
      darjeelingTrip,
    ]);
    expect(await screen.findByText('1 trip matches your search.')).toBeInTheDocument();
    expect(searches.at(-1)).toEqual({ month: '2026-12' });
  });

  it('a failed search shows "Error: {message}"', async () => {
    const api = createTestApi();
    respondWith(api, (config) =>
      config.url === '/trips' ? [500, { message: 'Down' }] : [200, [darjeeling]],
    );
    renderApp({ route: '/places?theme=Family', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP error! Status: 500');
  });
});

describe('the filters form while the address catches up', () => {
  // A choice applies at once, but the address (and the page) may land a moment later: a budget
  // typed meanwhile must not be wiped when the address arrives with the choice.
  const Form = TripFiltersForm;
  it('keeps what was typed when its own choice lands; shows the address again after Back', async () => {
    const onApply = jest.fn();
    const { rerender, user } = renderWithProviders(<Form filters={{}} onApply={onApply} />, {
      route: '/places',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Family');
    expect(onApply).toHaveBeenLastCalledWith({ theme: 'Family' }, { replace: true });
    await user.type(screen.getByRole('spinbutton', { name: 'Budget per adult (₹)' }), '20000');
    // The address arrives with the theme chosen above.
    rerender(<Form filters={{ theme: 'Family' }} onApply={onApply} />);
    expect(screen.getByRole('spinbutton', { name: 'Budget per adult (₹)' })).toHaveValue(20000);
    await user.click(screen.getByRole('button', { name: 'Show trips' }));
    expect(onApply).toHaveBeenLastCalledWith(
      { theme: 'Family', budget: 20000 },
      { replace: false },
    );
    // Back to an address without filters: the fields follow it.
    rerender(<Form filters={{}} onApply={onApply} />);
    expect(screen.getByRole('spinbutton', { name: 'Budget per adult (₹)' })).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('');
  });
});
