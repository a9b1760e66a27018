/**
 * @jest-environment node
 */
// The server render of every public route, as the web server asks for it: against a real HTTP API
// (a local server answering the SPEC's endpoints with fixtures), with no window or document.
import {
  blog,
  darjeeling,
  darjeelingDeparture,
  darjeelingTrip,
  fullDeparture,
  popularDestinations,
  testimonials,
} from '../../testing/fixtures';
import { pageHtml, startFixtureApi, type FixtureApi } from '../../testing/server-render';
import { testConfig } from '../../testing/test-config';
import { renderPage } from '../render';

const ORIGIN = 'https://tours.example';
const hostile = blog({
  _id: 'b1',
  slug: 'hill-diary',
  title: 'Hill diary </script><script>alert(1)</script>',
  metaDescription: 'Line\u2028break </script>',
  coverImage: '/media/library/0123456789abcdef-1600x900/1280.jpg',
  mainContent: '<p>Main content.</p><script>alert(2)</script><img src="javascript:alert(3)">',
});

const routes: Record<string, unknown> = {
  '/api/destinations': [darjeeling],
  '/api/destinations/darjeeling/departures': [darjeelingDeparture, fullDeparture],
  '/api/trips': { items: [darjeelingTrip] },
  '/api/popular': popularDestinations,
  '/api/testimonials': testimonials,
  // Seven blogs: /blogs?page=2 is a page (its seventh card), page 3 is past the last.
  '/api/blogs': {
    blogs: [
      hostile,
      ...Array.from({ length: 6 }, (_, index) =>
        blog({ _id: `b${index + 2}`, slug: `blog-${index + 2}`, title: `Blog ${index + 2}` }),
      ),
    ],
  },
  '/api/blogs/slug/hill-diary': hostile,
  '/api/blogs/slug/missing': null,
};

let api: FixtureApi;
let apiBaseUrl: string;

beforeAll(async () => {
  api = await startFixtureApi(routes);
  apiBaseUrl = api.baseUrl;
});

afterAll(() => api.close());
beforeEach(() => api.reset());

const html = pageHtml;

const render = (url: string, api = apiBaseUrl, agency = testConfig.agency) =>
  renderPage({ url, config: { ...testConfig, apiBaseUrl: api, agency }, origin: ORIGIN });

const jsonLd = (head: string) =>
  JSON.parse(/<script[^>]*type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!);

describe('server render of the public pages', () => {
  it('home: the agency head (TravelAgency JSON-LD) and the lists fetched on the server', async () => {
    const address = 'Sonarpur, South 24 Parganas, West Bengal 700150, India';
    const page = await render('/', apiBaseUrl, { ...testConfig.agency, address });
    const body = await html(page);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Home | Test Tours Sonarpur</title>');
    expect(page.head).toContain(`<link data-page-head rel="canonical" href="${ORIGIN}/">`);
    const agency = jsonLd(page.head);
    expect(agency['@type']).toBe('TravelAgency');
    expect(agency.address).toMatchObject({ postalCode: '700150' });
    expect(agency.address.streetAddress).not.toContain('700150');
    // The agency's own picture, absolute, with its size and text.
    expect(page.head).toMatch(/property="og:image" content="https?:\/\/[^"]+"/);
    expect(page.head).toContain('property="og:image:width" content="1200"');
    expect(page.head).toMatch(/property="og:image:alt" content="[^"]+"/);
    expect(body).toContain(popularDestinations[0]!.title);
    expect(body).toContain(testimonials[0]!.name);
    expect(api.requests.sort()).toEqual(['/api/popular', '/api/testimonials']);
  });

  it('a destination: its name, prices, TouristTrip in rupees; the list goes to the browser', async () => {
    const page = await render('/destinations/darjeeling');
    const body = await html(page);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Darjeeling | Test Tours Sonarpur</title>');
    expect(page.head).toContain(`property="og:url" content="${ORIGIN}/destinations/darjeeling"`);
    const trip = jsonLd(page.head);
    expect(trip['@type']).toBe('TouristTrip');
    expect(trip.offers[0]).toMatchObject({ price: '16500', priceCurrency: 'INR' });
    expect(body).toContain('<h1 class="ps-page__title">Darjeeling</h1>');
    expect(JSON.parse(page.state).state.destinations.items[0].slug).toBe('darjeeling');
  });

  it('a filtered /places: the finder asked with the query, its cards and the filters in the HTML', async () => {
    const search = '?theme=Family&month=2026-12&budget=20000&travellers=3&nights=3-5';
    const page = await render(`/places${search}`);
    const body = await html(page);
    expect(page.status).toBe(200);
    expect(new URLSearchParams(api.queries['/api/trips'])).toEqual(
      new URLSearchParams('theme=Family&month=2026-12&budget=20000&nights=3-5&travellers=3'),
    );
    // One address per search: the canonical link names the filters in one order.
    expect(page.head).toContain(
      `rel="canonical" href="${ORIGIN}/places?theme=Family&amp;month=2026-12&amp;budget=20000&amp;nights=3-5&amp;travellers=3"`,
    );
    expect(body).toMatch(/<form class="ps-trip-filters"[^>]* action="\/places" method="get">/);
    expect(body).toMatch(/<option value="Family" selected="">Family<\/option>/);
    expect(body).toContain('From ₹16,500 per adult');
    expect(body).toContain('6 seats left');
    expect(body).toContain('1 trip matches your search.');
    const state = JSON.parse(page.state);
    expect(state.fresh).toEqual(expect.arrayContaining(['destinations', 'trips']));
    expect(state.state.trips.items[0].slug).toBe('darjeeling');
  });

  it('a destination with departures: listed, and an Offer each in its TouristTrip', async () => {
    const page = await render('/destinations/darjeeling');
    const body = await html(page);
    expect(body).toContain('Sun, 20 Dec, 2026 to Thu, 24 Dec, 2026');
    expect(body).toContain('Sonarpur station, Howrah');
    expect(body).toContain('Full: join the waitlist');
    expect(body).toContain('Book this departure');
    const offers = jsonLd(page.head).offers.filter(
      (offer: { itemOffered?: unknown }) => offer.itemOffered,
    );
    expect(offers).toEqual([
      expect.objectContaining({
        price: '16500',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        validThrough: '2026-12-20',
        itemOffered: { '@type': 'Trip', departureTime: '2026-12-20', arrivalTime: '2026-12-24' },
      }),
      expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
    ]);
    expect(JSON.parse(page.state).fresh).toContain('departures');
  });

  it('a Bengali destination and a Hindi blog: the record of the address after its language', async () => {
    const destination = await render('/bn/destinations/darjeeling');
    expect(await html(destination)).toContain('Sonarpur station, Howrah');
    const { state } = JSON.parse(destination.state);
    expect(state.departures.bySlug).toEqual({
      darjeeling: expect.objectContaining({ loaded: true, error: null }),
    });
    const blogPage = await render('/hi/blogs/hill-diary');
    await html(blogPage);
    expect(blogPage.status).toBe(200);
    expect(JSON.parse(blogPage.state).state.blogs.selectedSlug).toBe('hill-diary');
  });

  it.each([
    ['/blogs', '/blogs'],
    ['/blogs?page=2', '/blogs?page=2'],
    ['/blogs?page=1&utm_source=whatsapp', '/blogs'],
    ['/blogs?page=x', '/blogs'],
  ])('%s names %s as its canonical address', async (url, canonical) => {
    const page = await render(url);
    await html(page);
    expect(page.head).toContain(
      `<link data-page-head rel="canonical" href="${ORIGIN}${canonical}">`,
    );
    expect(page.head).toContain(`property="og:url" content="${ORIGIN}${canonical}"`);
  });

  it('a blog: og:type article, the Open Graph picture with its size, Article JSON-LD', async () => {
    const page = await render('/blogs/hill-diary');
    await html(page);
    expect(page.status).toBe(200);
    expect(page.head).toContain('property="og:type" content="article"');
    expect(page.head).toContain(
      'property="og:image" content="http://127.0.0.1:' +
        apiBaseUrl.split(':')[2]!.split('/')[0] +
        '/media/library/0123456789abcdef-1600x900/og.jpg"',
    );
    expect(page.head).toContain('property="og:image:width" content="1200"');
    expect(page.head).toContain('property="og:image:height" content="630"');
    expect(page.head).toContain('name="twitter:card" content="summary_large_image"');
    const article = jsonLd(page.head);
    expect(article['@type']).toBe('Article');
    expect(article.publisher.logo.url).toMatch(/^https?:\/\//);
    expect(article.dateModified).toBe(hostile.publishedDate);
    expect(page.head).toContain('property="og:image:alt" content="Hill diary &lt;/script&gt;');
  });

  it('serialises the state and the head so that no field can end their element', async () => {
    const page = await render('/blogs/hill-diary');
    const body = await html(page);
    expect(page.state).not.toMatch(/<\/script|\u2028|\u2029/i);
    expect(page.head.match(/<\/script>/g)).toHaveLength(1);
    expect(page.head).not.toContain('<script>alert(1)');
    // The blog's HTML is sanitised on the server too (parse5 in place of DOMParser).
    expect(body).toContain('<p>Main content.</p>');
    expect(body).not.toContain('<script>alert(2)');
    // What the browser reads back is the blog as the API sent it.
    expect(JSON.parse(page.state).state.blogs.selected.title).toBe(hostile.title);
    expect(jsonLd(page.head).headline).toBe(hostile.title);
  });

  it.each([
    ['/destinations/nowhere'],
    ['/blogs/missing'],
    ['/blogs?page=3'],
    ['/blogs?page=999'],
    ['/no/such/page'],
    ['/nope'],
  ])('%s answers 404 with the not-found page, not indexed', async (url) => {
    const page = await render(url);
    await html(page);
    expect(page.status).toBe(404);
    expect(page.head).toContain('name="robots" content="noindex"');
  });

  it('with the API down, the page renders its SPEC error text', async () => {
    const page = await render('/places', 'http://127.0.0.1:9/api');
    const body = await html(page);
    expect(page.status).toBe(200);
    expect(body).toContain('role="alert"');
  });
});
