// The public site's whole route tree, exposed to the host as public_site/App. It renders no Router
// of its own: the host (or src/bootstrap.tsx when standalone) provides it.
import { RuntimeConfigProvider, type RemoteAppProps } from '@tours/shared-ui/components';
import { createApiClient } from '@tours/shared-ui/api';
import { useState } from 'react';
import { Provider } from 'react-redux';

import { AppRoutes } from './router';
import { makeStore, type AppStore } from './store';

/** One API client and one store per App instance, made again only if the API address changes. */
function useAppStore(apiBaseUrl: string): AppStore {
  const [entry, setEntry] = useState(() => ({
    apiBaseUrl,
    store: makeStore({ api: createApiClient({ baseURL: apiBaseUrl }) }),
  }));
  if (entry.apiBaseUrl !== apiBaseUrl) {
    const next = {
      apiBaseUrl,
      store: makeStore({ api: createApiClient({ baseURL: apiBaseUrl }) }),
    };
    setEntry(next);
    return next.store;
  }
  return entry.store;
}

export default function App({ config }: RemoteAppProps) {
  const store = useAppStore(config.apiBaseUrl);
  return (
    <RuntimeConfigProvider config={config}>
      <Provider store={store}>
        <AppRoutes />
      </Provider>
    </RuntimeConfigProvider>
  );
}
