// Renders admin UI the way the host mounts the console: inside a router at /admin/*, with the
// runtime config, a fresh store whose sagas run, and the antd theme. Firebase is the fake one.
import { RuntimeConfigProvider } from '@tours/shared-ui/components';
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  type NavigationType,
} from 'react-router-dom';

import { AppProvider } from '../app/provider';
import { createAppRuntime, type RootState } from '../app/store';
import { testConfig } from './test-config';

export interface RenderOptions {
  /** The path the browser is on when the test starts. */
  route?: string;
  config?: RuntimeConfig;
  preloadedState?: Partial<RootState>;
}

/** Where the router is now, and how it got there (a replace leaves no history entry behind). */
export interface RouterProbe {
  pathname: string;
  navigationType: NavigationType | null;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    probe.pathname = pathname;
    probe.navigationType = navigationType;
  }, [probe, pathname, navigationType]);
  return null;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/admin', config = testConfig, preloadedState }: RenderOptions = {},
) {
  const runtime = createAppRuntime(preloadedState);
  const router: RouterProbe = { pathname: route, navigationType: null };
  // No delay between keystrokes: typing into antd inputs is otherwise slow under jsdom. No
  // pointer-events check either: it reads the computed style of every ancestor on each pointer
  // action, which under antd's injected styles costs seconds per test; antd also hides the real
  // inputs of radios and checkboxes under their labels with pointer-events: none.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <LocationProbe probe={router} />
      <Routes>
        <Route
          path="/admin/*"
          element={
            <RuntimeConfigProvider config={config}>
              <AppProvider runtime={runtime} config={config}>
                {ui}
              </AppProvider>
            </RuntimeConfigProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, user, store: runtime.store, router };
}
