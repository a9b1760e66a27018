import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { popularDestinations, testimonials } from '../../testing/fixtures';
import { testConfig } from '../../testing/test-config';
import App, { SSR_STATE_ID, type SsrPayload } from '../app';

// The App builds its own API client from config.apiBaseUrl; cut it off at the axios adapter.
jest.mock('@tours/shared-ui/api', () => {
  const actual = jest.requireActual<typeof import('@tours/shared-ui/api')>('@tours/shared-ui/api');
  return {
    ...actual,
    createApiClient: jest.fn((options: Parameters<typeof actual.createApiClient>[0]) => {
      const client = actual.createApiClient(options);
      client.http.defaults.adapter = (config) =>
        Promise.reject(new Error(`offline: ${config.baseURL}${config.url}`));
      return client;
    }),
  };
});

/** The home page's lists as a server render leaves them in the page for the browser. */
function putHomeState() {
  const loaded = { loading: false, error: null, loaded: true };
  const payload: SsrPayload = {
    origin: 'https://tours.example',
    state: {
      popular: { items: popularDestinations, ...loaded },
      testimonials: { items: testimonials, ...loaded },
    },
    fresh: [],
  };
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SSR_STATE_ID;
  script.textContent = JSON.stringify(payload);
  document.body.append(script);
}

describe('App (the exposed public_site/App)', () => {
  it('renders the site inside the router it is given, with its own store and API client', async () => {
    const { createApiClient } =
      jest.requireMock<typeof import('@tours/shared-ui/api')>('@tours/shared-ui/api');
    render(
      <MemoryRouter initialEntries={['/']}>
        <App config={testConfig} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the agency' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    // The fetches went to the configured API (and failed, the test being offline).
    expect(
      await screen.findByText('Error: offline: http://api.test/api/popular'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('offline: http://api.test/api/testimonials'),
    ).toBeInTheDocument();
    expect(createApiClient).toHaveBeenCalledTimes(1);
    expect(createApiClient).toHaveBeenCalledWith({ baseURL: testConfig.apiBaseUrl });
  });

  it('starts a rendered page from the state it carries, without loading the API client', async () => {
    const { createApiClient } =
      jest.requireMock<typeof import('@tours/shared-ui/api')>('@tours/shared-ui/api');
    putHomeState();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <App config={testConfig} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Sundarbans' })).toBeInTheDocument();
    expect(screen.getByText('Rahul Das')).toBeInTheDocument();
    expect(document.getElementById(SSR_STATE_ID)).toBeNull();
    // Nothing to fetch: the client's module is not even loaded.
    expect(createApiClient).not.toHaveBeenCalled();

    // The first call that needs it loads it (here the places list, which fails offline).
    await user.click(screen.getAllByRole('link', { name: 'Places' })[0]!);
    expect(
      await screen.findByText(/offline: http:\/\/api.test\/api\/destinations/),
    ).toBeInTheDocument();
    expect(createApiClient).toHaveBeenCalledTimes(1);
  });

  it('starts a Bengali page from its state too, though it waits for its catalogue first', async () => {
    const { createApiClient } =
      jest.requireMock<typeof import('@tours/shared-ui/api')>('@tours/shared-ui/api');
    putHomeState();
    // The first render waits (suspended) for the Bengali catalogue and is run again: the store it
    // then makes still starts from the server's lists.
    render(
      <MemoryRouter initialEntries={['/bn']}>
        <App config={testConfig} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Sundarbans' })).toBeInTheDocument();
    expect(screen.getByText('Rahul Das')).toBeInTheDocument();
    expect(createApiClient).not.toHaveBeenCalled();
  });

  it('gives two App instances two separate stores', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MemoryRouter initialEntries={['/']}>
          <App config={testConfig} />
        </MemoryRouter>
        <MemoryRouter initialEntries={['/nowhere']}>
          <App config={testConfig} />
        </MemoryRouter>
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Book Now' });
    await user.click(first!);
    expect(await screen.findAllByRole('dialog', { name: 'Book Your Trip' })).toHaveLength(1);
    await screen.findByText('offline: http://api.test/api/testimonials');
  });
});
