// Host start: read the runtime config, register the remotes it names, render the frame. The
// connections to the remote's and the API's origins are opened by the page itself (its preload
// and preconnect links, web-server/src/page-hints.mjs). A page the web server rendered (#root
// marked data-ssr with the remote's name, web-server/src/ssr.mjs) is hydrated once that remote's
// App has loaded; if it cannot load, the frame renders over it as on any other page.
import '@tours/shared-ui/styles.css';
import './app/host.css';

import { loadRuntimeConfig, type RuntimeConfig } from '@tours/shared-ui/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@tours/shared-ui/router';

import { HostApp } from './app/host-app';
import {
  createFederationLoader,
  type RemoteApp,
  type RemoteName,
} from './features/remotes/remote-loader';

/** The remote whose server-rendered HTML the page carries, if any. */
function serverRenderedRemote(element: HTMLElement): RemoteName | null {
  const name = element.dataset.ssr;
  return name === 'public_site' || name === 'admin_console' ? name : null;
}

/** Renders the frame once the runtime config (requested by index.ts) has arrived. */
export function start(configResponse: Promise<Response>) {
  const element = document.getElementById('root')!;
  const serverRendered = serverRenderedRemote(element);
  const frame = (
    config: RuntimeConfig,
    loader: ReturnType<typeof createFederationLoader>,
    preloaded?: { name: RemoteName; app: RemoteApp },
  ) => (
    <StrictMode>
      <BrowserRouter>
        <HostApp config={config} loader={loader} preloaded={preloaded} />
      </BrowserRouter>
    </StrictMode>
  );
  let root: ReturnType<typeof createRoot> | null = null;
  const clientRoot = () => (root ??= createRoot(element));
  loadRuntimeConfig(configResponse)
    .then(async (config) => {
      const loader = createFederationLoader(config);
      if (serverRendered) {
        const app = await loader(serverRendered, 0).catch((error: unknown) => {
          console.error(error);
          return null;
        });
        if (app) {
          // Hydration starts in a task of its own: the remote's App has just been evaluated in
          // this one (with the chunk that arrived last). As a transition, hydration then yields
          // to the browser every few milliseconds instead of holding the main thread for the
          // whole page (the page is already painted).
          await new Promise((resolve) => setTimeout(resolve, 0));
          startTransition(() => {
            hydrateRoot(element, frame(config, loader, { name: serverRendered, app }));
          });
          return;
        }
      }
      clientRoot().render(frame(config, loader));
    })
    .catch((error: unknown) => {
      console.error(error);
      clientRoot().render(
        <main className="host-unavailable">
          <h1>Something went wrong while loading this page.</h1>
          <p role="alert">The site could not start. Please reload the page in a moment.</p>
        </main>,
      );
    });
}
