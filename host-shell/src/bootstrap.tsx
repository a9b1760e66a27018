// Host start: read the runtime config, register the remotes it names, render the frame. The
// connections to the remote's and the API's origins are opened by the page itself (its preload
// and preconnect links, web-server/src/page-hints.mjs).
import '@tours/shared-ui/styles.css';
import './app/host.css';

import { loadRuntimeConfig } from '@tours/shared-ui/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@tours/shared-ui/router';

import { HostApp } from './app/host-app';
import { createFederationLoader } from './features/remotes/remote-loader';

/** Renders the frame once the runtime config (requested by index.ts) has arrived. */
export function start(configResponse: Promise<Response>) {
  const root = createRoot(document.getElementById('root')!);
  loadRuntimeConfig(configResponse)
    .then((config) => {
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
