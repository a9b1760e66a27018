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
  const slot = (name: RemoteName) => (
    <RemoteSlot
      key={name}
      name={name}
      loader={loader}
      config={config}
      preloaded={preloaded?.name === name ? preloaded.app : undefined}
    />
  );
  return (
    <Routes>
      <Route path="/admin/*" element={slot('admin_console')} />
      <Route path="*" element={slot('public_site')} />
    </Routes>
  );
}
