// The page frame: /admin/* belongs to admin_console, every other path to public_site.
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import { Route, Routes } from '@tours/shared-ui/router';

import type { RemoteApp, RemoteAppLoader, RemoteName } from '../features/remotes/remote-loader';
import { RemoteSlot } from '../features/remotes/remote-slot';

export interface HostAppProps {
  config: RuntimeConfig;
  loader: RemoteAppLoader;
  /** A remote already loaded (to hydrate its server-rendered HTML): rendered without waiting. */
  preloaded?: { name: RemoteName; app: RemoteApp };
}

export function HostApp({ config, loader, preloaded }: HostAppProps) {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RemoteSlot
            key="admin_console"
            name="admin_console"
            loader={loader}
            config={config}
            preloaded={preloaded?.name === 'admin_console' ? preloaded.app : undefined}
          />
        }
      />
      <Route
        path="*"
        element={
          <RemoteSlot
            key="public_site"
            name="public_site"
            loader={loader}
            config={config}
            preloaded={preloaded?.name === 'public_site' ? preloaded.app : undefined}
          />
        }
      />
    </Routes>
  );
}
