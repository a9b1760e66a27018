// Loads a remote's exposed ./App through the Module Federation runtime. The remotes' manifest URLs
// come from the runtime config, so a remote moves or ships without rebuilding the host.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@tours/shared-ui/components';
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import type { ComponentType } from 'react';

export type RemoteName = keyof RuntimeConfig['remotes'];
export type RemoteApp = ComponentType<RemoteAppProps>;
export type RemoteAppLoader = (name: RemoteName, attempt: number) => Promise<RemoteApp>;

function remoteList(config: RuntimeConfig) {
  return (Object.keys(config.remotes) as RemoteName[]).map((name) => ({
    name,
    entry: config.remotes[name],
  }));
}

export function createFederationLoader(config: RuntimeConfig): RemoteAppLoader {
  // Registering only records where each remote lives: nothing is fetched until a route needs it.
  registerRemotes(remoteList(config));
  return async (name, attempt) => {
    if (attempt > 0) {
      // A failed manifest or entry stays cached in the runtime; forget it so Retry really retries.
      registerRemotes(
        remoteList(config).filter((remote) => remote.name === name),
        { force: true },
      );
    }
    const module = await loadRemote<{ default: RemoteApp }>(`${name}/App`);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`${name} did not provide an App.`);
    }
    return module.default;
  };
}
