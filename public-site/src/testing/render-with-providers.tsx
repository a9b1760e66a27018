// The one render helper of the package: a fresh store (with a test API client), a MemoryRouter
// at the given route and the RuntimeConfigProvider with the test configuration.
import { RuntimeConfigProvider } from '@tours/shared-ui/components';
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from '@tours/shared-ui/router';
import { MemoryRouter } from 'react-router-dom';

import { injectBlogsSlice, injectPolicyTextsSlice, injectTripsSlices } from '../app/lazy-slices';
import { AppRoutes } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { apiSource } from '../lib/api';
import { ClientI18n } from '../lib/i18n';
import { createTestApi, type TestApi } from './test-api';
import { testConfig } from './test-config';

// In the site the pages inject their slices when they load; tests may start with any state.
injectBlogsSlice();
injectTripsSlices();
injectPolicyTextsSlice();

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  config?: RuntimeConfig;
  api?: TestApi;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Passed to userEvent.setup, e.g. { advanceTimers: jest.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Shows the router's current path and query, so a test can assert where a link led. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <output aria-label="Current path">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const {
    route = '/',
    config = testConfig,
    api = createTestApi(),
    preloadedState,
    store = makeStore({ api: apiSource(api), preloadedState }),
    userOptions,
    ...renderOptions
  } = options;

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>
            {/* The address's language, as in the App: a /bn or /hi route loads its catalogue
                first (suspended a moment), an English one renders at once. */}
            <Suspense fallback={null}>
              <ClientI18n nativeDigits={config.nativeDigits}>
                {children}
                <LocationDisplay />
              </ClientI18n>
            </Suspense>
          </MemoryRouter>
        </Provider>
      </RuntimeConfigProvider>
    );
  }

  const user = userEvent.setup(userOptions);
  return { store, api, user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** A home section whose list (GET /api/popular or /api/testimonials) is answered by `list`. */
export function renderListSection(
  ui: ReactElement,
  key: 'popular' | 'testimonials',
  list: () => Promise<unknown>,
) {
  const api = createTestApi();
  jest.spyOn(api[key] as { list: () => Promise<unknown> }, 'list').mockImplementation(list);
  return renderWithProviders(ui, { api });
}

/** The whole route tree (frame, pages, dialog) at `options.route`: what a visitor gets. */
export function renderApp(options: ProvidersOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}

/** A store like the App's, for thunk and reducer tests, calling the API through `api`. */
export function createTestStore({
  api,
  preloadedState,
}: {
  api: TestApi;
  preloadedState?: Partial<RootState>;
}): AppStore {
  return makeStore({ api: apiSource(api), preloadedState });
}
