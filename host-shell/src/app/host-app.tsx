// The page frame: /admin/* belongs to admin_console, every other path to public_site.
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import { Route, Routes } from '@tours/shared-ui/router';

import type { RemoteAppLoader } from '../features/remotes/remote-loader';
import { RemoteSlot } from '../features/remotes/remote-slot';

export function HostApp({ config, loader }: { config: RuntimeConfig; loader: RemoteAppLoader }) {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RemoteSlot key="admin_console" name="admin_console" loader={loader} config={config} />
        }
      />
      <Route
        path="*"
        element={
          <RemoteSlot key="public_site" name="public_site" loader={loader} config={config} />
        }
      />
    </Routes>
  );
}
