// Standalone start of the admin console (http://localhost:3002/admin/login), for a team that
// deploys it on its own. Paths keep their /admin prefix, as under the host.
import '@tours/shared-ui/styles.css';

import { loadRuntimeConfig } from '@tours/shared-ui/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@tours/shared-ui/router';

import App from './app/app';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Routes>
            <Route path="/admin/*" element={<App config={config} />} />
            <Route path="*" element={<Navigate to="/admin/login" replace />} />
          </Routes>
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    root.render(<p role="alert">{error instanceof Error ? error.message : String(error)}</p>);
  });
