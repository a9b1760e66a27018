// The admin console's whole /admin route tree, exposed to the host as admin_console/App.
// It renders no Router: the host (and the standalone start) mount it at /admin/*.
import { RuntimeConfigProvider, type RemoteAppProps } from '@tours/shared-ui/components';
import { useState } from 'react';

import './scripts.css';

import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { createAppRuntime } from './store';

export default function App({ config }: RemoteAppProps) {
  // One store per App instance; Firebase starts with its sagas when the App mounts.
  const [runtime] = useState(() => createAppRuntime());
  return (
    <RuntimeConfigProvider config={config}>
      <AppProvider runtime={runtime} config={config}>
        <AppRoutes />
      </AppProvider>
    </RuntimeConfigProvider>
  );
}
