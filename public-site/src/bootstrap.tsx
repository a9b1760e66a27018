// Standalone start of the public site (http://localhost:3001): the same route tree the host loads.
import '@tours/shared-ui/styles.css';

import { loadRuntimeConfig } from '@tours/shared-ui/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@tours/shared-ui/router';

import App from './app/app';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App config={config} />
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
  });
