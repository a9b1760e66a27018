import type { Destination } from '@tours/shared-ui/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { initialListState } from '../../../../lib/list-state';
import { renderApp } from '../../../../testing/render-with-providers';
import { preferReducedMotion } from '../../../../testing/server-html';
import { darjeeling, sundarbans } from '../../../../testing/fixtures';
import { createTestApi, deferred, respondWith } from '../../../../testing/test-api';

function renderDetail(
  slug: string,
  list: () => Promise<unknown> = () => Promise.resolve([darjeeling, sundarbans]),
  route = `/destinations/${slug}`,
) {
  const api = createTestApi();
  const listSpy = jest.spyOn(api.destinations, 'list').mockImplementation(list);
  return { ...renderApp({ route, api }), listSpy };
}

const loadedList = (items: Destination[]) => ({
  destinations: { ...initialListState<Destination>(), items, loaded: true, selected: null },
});

function metaContent(name: string) {
  return document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
}

describe('Destination detail (/destinations/{slug})', () => {
  it('on a direct visit loads the list, showing the loading text, then the destination', async () => {
    const pending = deferred<unknown>();
    const { listSpy } = renderDetail('darjeeling', () => pending.promise);
    await waitFor(() => expect(listSpy).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    pending.resolve([darjeeling, sundarbans]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Darjeeling' })).toBeVisible();
    expect(document.title).toBe('Darjeeling | Test Tours Sonarpur');
    expect(metaContent('description')).toBe(darjeeling.description);
  });

  it('describes the destination as a TouristTrip with its prices as offers in rupees', async () => {
    renderDetail('darjeeling');
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Darjeeling',
      url: 'http://localhost/destinations/darjeeling',
    });
    expect(data.offers.length).toBe(darjeeling.price.length);
    for (const offer of data.offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR' });
      expect(offer.price).toMatch(/^\d+(\.\d+)?$/);
    }
    expect(
      document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    ).toMatch(/^http:\/\/api\.test\//);
  });

  it('shows library photos responsively, the cover first and preloaded, and shares its 1200x630 JPEG', async () => {
    const cover = '/media/library/00112233aabbccdd-2400x1600/1920.jpg';
    const hotel = '/media/library/44556677eeff0011-1600x1067/1600.jpg';
    const withPhotos = { ...darjeeling, image: cover, siteImages: [cover], hotelImages: [hotel] };
    renderDetail('darjeeling', () => Promise.resolve([withPhotos]));
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    const covers = screen
      .getAllByRole('img')
      .filter((img) => img.getAttribute('src')?.includes('00112233aabbccdd'));
    expect(covers[0]?.closest('picture')).not.toBeNull();
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[0]).toHaveAttribute('sizes', expect.stringContaining('828px'));
    expect(covers[0]?.getAttribute('srcset')).toContain(
      'http://api.test/media/library/00112233aabbccdd-2400x1600/640.jpg 640w',
    );
    const hotelImg = screen
      .getAllByRole('img')
      .find((img) => img.getAttribute('src')?.includes('44556677eeff0011'));
    expect(hotelImg).toHaveAttribute('loading', 'lazy');
    expect(hotelImg).toHaveAttribute('width', '1600');
    expect(hotelImg).toHaveAttribute('height', '1067');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toContain('00112233aabbccdd-2400x1600/320.avif');
    const property = (name: string) =>
      document.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
    expect(property('og:image')).toBe(
      'http://api.test/media/library/00112233aabbccdd-2400x1600/og.jpg',
    );
    expect(property('og:image:width')).toBe('1200');
    expect(property('og:image:height')).toBe('630');
  });

  it('does not load the list again when it is already there', async () => {
    const api = createTestApi();
    const listSpy = jest.spyOn(api.destinations, 'list');
    renderApp({ route: '/destinations/darjeeling', api, preloadedState: loadedList([darjeeling]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Darjeeling' })).toBeVisible();
    expect(listSpy).not.toHaveBeenCalled();
  });

  it('shows the description, highlights, itinerary by day number, inclusions, exclusions and prices in rupees', async () => {
    renderDetail('darjeeling');
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    expect(screen.getByText(darjeeling.description)).toBeInTheDocument();

    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(darjeeling.highlights);

    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    expect(within(itinerary).getByText('4 Nights / 5 Days')).toBeInTheDocument();
    expect(
      within(itinerary)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 10']);
    const days = within(itinerary).getAllByRole('listitem');
    expect(days[0]).toHaveTextContent('Pick-up at New Jalpaiguri; drive up to Darjeeling.');
    expect(days[2]).toHaveTextContent('Details will be provided soon.');
    expect(days[3]).toHaveTextContent('Farewell dinner.');

    const inclusions = screen.getByRole('region', { name: 'Package Inclusions' });
    expect(within(inclusions).getAllByRole('listitem')).toHaveLength(2);
    const exclusions = screen.getByRole('region', { name: 'Package Exclusions' });
    expect(within(exclusions).getByText('Train or air fare to the starting point')).toBeVisible();

    const price = screen.getByRole('region', { name: 'Price' });
    expect(
      within(price)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['₹16,500 per person (Budget)', '₹22,900 per person (Deluxe)']);
  });

  it('embeds the map from the configured map host, with a title, once the visitor asks for it', async () => {
    renderDetail('darjeeling');
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    const location = screen.getByRole('region', { name: 'Location' });
    expect(location.querySelector('iframe')).toBeNull();
    await userEvent.click(
      within(location).getByRole('button', { name: 'Show map: Map of Darjeeling' }),
    );
    const map = within(location).getByTitle('Map of Darjeeling');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', darjeeling.map);
  });

  it('with no day plan and a map from another host shows the SPEC fallbacks (slug derived from the name)', async () => {
    renderDetail('sundarbans-delta');
    await screen.findByRole('heading', { level: 1, name: 'Sundarbans Delta' });
    const itinerary = screen.getByRole('region', { name: 'Itinerary' });
    expect(within(itinerary).getByText('Itinerary details will be updated soon.')).toBeVisible();
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByText('Map not available for this destination.')).toBeVisible();
    expect(within(location).queryByRole('button', { name: /Show map/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hotel Gallery' })).not.toBeInTheDocument();
  });

  it('shows the photo carousels with lazy images of explicit size and 24 px dot buttons', async () => {
    renderDetail('darjeeling');
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    const cover = screen.getByRole('region', { name: 'Photos of Darjeeling' });
    const photos = within(cover).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Darjeeling, photo 1 of 3',
      'Darjeeling, photo 2 of 3',
      'Darjeeling, photo 3 of 3',
    ]);
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual([
      'http://api.test/media/destinations/darjeeling-1.svg',
      'http://api.test/media/destinations/darjeeling-2.svg',
      'https://images.example/darjeeling-3.jpg',
    ]);
    expect(photos[1]).toHaveAttribute('loading', 'lazy');
    expect(photos[1]).toHaveAttribute('width', '1200');
    expect(photos[1]).toHaveAttribute('height', '600');
    expect(within(cover).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);

    const hotels = screen.getByRole('region', { name: 'Hotel Gallery: Darjeeling' });
    expect(within(hotels).getAllByRole('img')).toHaveLength(2);
    for (const photo of within(hotels).getAllByRole('img')) {
      expect(photo).toHaveAttribute('loading', 'lazy');
    }
  });

  it('plays the cover every 3 s until Pause is pressed, and Play starts it again', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderApp({
        route: '/destinations/darjeeling',
        preloadedState: loadedList([darjeeling]),
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      const cover = await screen.findByRole('region', { name: 'Photos of Darjeeling' });
      const current = () =>
        within(cover)
          .getAllByRole('button', { name: /^Go to slide/ })
          .find((dot) => dot.getAttribute('aria-current') === 'true')
          ?.getAttribute('aria-label');
      expect(current()).toBe('Go to slide 1');
      act(() => {
        jest.advanceTimersByTime(3100);
      });
      expect(current()).toBe('Go to slide 2');

      await user.click(within(cover).getByRole('button', { name: 'Pause slideshow' }));
      act(() => {
        jest.advanceTimersByTime(10000);
      });
      expect(current()).toBe('Go to slide 2');

      await user.click(within(cover).getByRole('button', { name: 'Play slideshow' }));
      act(() => {
        jest.advanceTimersByTime(3100);
      });
      expect(current()).toBe('Go to slide 3');
      expect(within(cover).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    const setting = preferReducedMotion(true);
    try {
      renderApp({ route: '/destinations/darjeeling', preloadedState: loadedList([darjeeling]) });
      const cover = await screen.findByRole('region', { name: 'Photos of Darjeeling' });
      expect(within(cover).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    } finally {
      setting.restore();
    }
  });

  it('Book Now opens the booking dialog for this destination and its first price', async () => {
    const { user, store } = renderApp({
      route: '/destinations/darjeeling',
      preloadedState: loadedList([darjeeling, sundarbans]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Darjeeling' });
    const page = screen.getByRole('main');
    await user.click(within(page).getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('button', { name: 'Submit Booking' });
    const dialog = screen.getByRole('dialog', {
      name: 'Book Your Trip to Darjeeling Price: ₹16,500 per person (Budget)',
    });
    expect(store.getState().modal.content).toMatchObject({
      type: 'booking',
      selectedDestination: 'Darjeeling',
    });
    expect(within(dialog).getByRole('combobox', { name: 'Destination' })).toHaveValue('Darjeeling');
  });

  it('says "Destination not found!" for an unknown slug, with Back to Places', async () => {
    const { user } = renderDetail('atlantis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Destination not found!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Places' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explore Destinations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/places');
  });

  it('shows the error text when the list cannot be loaded', async () => {
    const api = createTestApi();
    respondWith(api, () => [502, {}]);
    renderApp({ route: '/destinations/darjeeling', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: HTTP error! Status: 502');
  });

  it("on a Bengali page, marks lang='en' each block still in English, field by field", async () => {
    const bengali = {
      ...darjeeling,
      name: 'দার্জিলিং',
      highlights: ['টাইগার হিল থেকে সূর্যোদয়'],
      translation: { locale: 'bn', fallback: ['description', 'packageInclusions'] },
    };
    renderDetail(
      'darjeeling',
      () => Promise.resolve([bengali, sundarbans]),
      '/bn/destinations/darjeeling',
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'দার্জিলিং' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText(darjeeling.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('টাইগার হিল থেকে সূর্যোদয়').closest('ul')).not.toHaveAttribute('lang');
    expect(screen.getByText(darjeeling.packageInclusions[0]!).closest('ul')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('marks nothing on the English page', async () => {
    renderDetail('darjeeling');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Darjeeling' })).closest(
      'article',
    )!;
    expect(article.querySelectorAll('[lang]')).toHaveLength(0);
  });
});
