// A destination's departures on its page (issue 26): dates, price per adult by category, seats
// left, pickup points, 'Book this departure'; an Offer each in the page's TouristTrip.
import { screen, waitFor, within } from '@testing-library/react';
import type { PublicDeparture } from '@tours/shared-ui/domain';

import { darjeeling, darjeelingDeparture, fullDeparture } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi, respondWith } from '../../../../testing/test-api';
import { testConfig } from '../../../../testing/test-config';

function renderDestination(
  departures: PublicDeparture[] | null,
  { route = '/destinations/darjeeling', nativeDigits = false } = {},
) {
  const api = createTestApi();
  respondWith(api, (config) => {
    if (config.url === '/destinations') return [200, [darjeeling]];
    if (config.url === '/destinations/darjeeling/departures')
      return departures ? [200, departures] : [500, { message: 'Down' }];
    return [404, {}];
  });
  return renderApp({ route, api, config: { ...testConfig, nativeDigits } });
}

const section = () => screen.getByRole('region', { name: 'Group departures' });

describe('Group departures on a destination page', () => {
  it('lists each departure with its dates, prices, seats left and pickup points', async () => {
    renderDestination([darjeelingDeparture, fullDeparture]);
    const items = await within(await screen.findByRole('region', { name: 'Group departures' }))
      .findAllByRole('listitem')
      .then((all) => all.filter((item) => item.classList.contains('ps-departure')));
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Sun, 20 Dec, 2026 to Thu, 24 Dec, 2026',
    );
    expect(first.getByText('6 seats left')).toBeInTheDocument();
    expect(first.getByText('Price per adult')).toBeInTheDocument();
    expect(first.getByText('Budget: ₹16,500')).toBeInTheDocument();
    expect(first.getByText('Deluxe: ₹22,900')).toBeInTheDocument();
    expect(first.getByText('Child: ₹9,000')).toBeInTheDocument();
    expect(first.queryByText(/Luxury/)).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Pickup points: Sonarpur station, Howrah');
    expect(first.getByRole('button', { name: /^Book this departure/ })).toHaveTextContent(
      'Book this departure: 20 Dec 2026 to 24 Dec 2026',
    );
    expect(within(items[1]!).getByText('Full: join the waitlist')).toBeInTheDocument();
    // A full departure still takes bookings, on its waitlist.
    expect(within(items[1]!).getByRole('button', { name: /^Book this departure/ })).toBeEnabled();
  });

  it('gives each departure an Offer in the TouristTrip: price, INR, availability and dates', async () => {
    renderDestination([darjeelingDeparture, fullDeparture]);
    await within(await screen.findByRole('region', { name: 'Group departures' })).findByText(
      '6 seats left',
    );
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    const offers = data.offers.filter((offer: { itemOffered?: unknown }) => offer.itemOffered);
    expect(offers.map((offer: { availability: string }) => offer.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/SoldOut',
    ]);
    expect(offers[0]).toMatchObject({
      price: '16500',
      priceCurrency: 'INR',
      itemOffered: { departureTime: '2026-12-20', arrivalTime: '2026-12-24' },
    });
  });

  it('in Bengali: Latin digits by default; the language’s own when the site asks (NATIVE_DIGITS)', async () => {
    const route = '/bn/destinations/darjeeling';
    const { unmount } = renderDestination([darjeelingDeparture], { route });
    const departure = () =>
      waitFor(() => {
        const item = document.querySelector('li.ps-departure');
        expect(item).not.toBeNull();
        return item!;
      });
    const latin = await departure();
    expect(latin).toHaveTextContent(/₹16,500/);
    expect(latin).toHaveTextContent(/20 ডিসেম্বর, 2026/);
    unmount();
    renderDestination([darjeelingDeparture], { route, nativeDigits: true });
    const item = await departure();
    expect(item).toHaveTextContent(/₹১৬,৫০০/);
    // Amounts, dates and counts alike (the seats' plural keeps choosing by the number).
    expect(item).toHaveTextContent(/₹৯,০০০/);
    expect(item).toHaveTextContent(/২০ ডিসেম্বর, ২০২৬/);
    expect(item).toHaveTextContent(/৬/);
    expect(item).not.toHaveTextContent(/[0-9]/);
  });

  it('in Bengali with native digits: the price list above the departures in them too', async () => {
    renderDestination([darjeelingDeparture], {
      route: '/bn/destinations/darjeeling',
      nativeDigits: true,
    });
    const prices = await screen.findByRole('region', { name: 'দাম' });
    expect(prices).not.toHaveTextContent(/[0-9]/);
    expect(prices).toHaveTextContent(/^দাম₹[০-৯]/);
  });

  it('says when none is planned', async () => {
    renderDestination([]);
    expect(
      await within(await screen.findByRole('region', { name: 'Group departures' })).findByText(
        /No group departures are planned yet/,
      ),
    ).toBeInTheDocument();
  });

  it('a failed load leaves SPEC Book Now to book any date', async () => {
    renderDestination(null);
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    await waitFor(() =>
      expect(within(section()).queryByText('Loading departures...')).not.toBeInTheDocument(),
    );
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section()).getByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Book Now' }).length).toBeGreaterThan(0);
  });
});
