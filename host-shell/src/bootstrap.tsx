// Host start: read the runtime config, register the remotes it names, render the frame.
import '@tours/shared-ui/styles.css';
import './app/host.css';

import { loadRuntimeConfig, type RuntimeConfig } from '@tours/shared-ui/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@tours/shared-ui/router';

import { HostApp } from './app/host-app';
import { createFederationLoader } from './features/remotes/remote-loader';

/**
 * Opens the connections the page needs next while the remote is still loading: its own origin
 * (scripts) and the API's (CORS requests, hence crossorigin). Each saves a round trip later.
 */
function preconnect(config: RuntimeConfig) {
  const remote =
    config.remotes[window.location.pathname.startsWith('/admin') ? 'admin_console' : 'public_site'];
  const links: [string, string | null][] = [
    [remote, null],
    [config.apiBaseUrl, 'anonymous'],
  ];
  for (const [url, crossOrigin] of links) {
    const origin = new URL(url, window.location.href).origin;
    if (origin === window.location.origin) continue;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}

/** Renders the frame once the runtime config (requested by index.ts) has arrived. */
export function start(configResponse: Promise<Response>) {
  const root = createRoot(document.getElementById('root')!);
  loadRuntimeConfig(configResponse)
    .then((config) => {
      preconnect(config);
      const loader = createFederationLoader(config);
      root.render(
        <StrictMode>
          <BrowserRouter>
            <HostApp config={config} loader={loader} />
          </BrowserRouter>
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(
        <main className="host-unavailable">
          <h1>Something went wrong while loading this page.</h1>
          <p role="alert">The site could not start. Please reload the page in a moment.</p>
        </main>,
      );
    });
}
