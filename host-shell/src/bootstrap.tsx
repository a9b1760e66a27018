// Host start: read the runtime config, register the remotes it names, render the frame.
import '@tours/shared-ui/styles.css';
import './app/host.css';

import { loadRuntimeConfig } from '@tours/shared-ui/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { HostApp } from './app/host-app';
import { createFederationLoader } from './features/remotes/remote-loader';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
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
