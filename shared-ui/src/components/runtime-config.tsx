// Runtime configuration in React context, and the contract between the host and each remote.
import { createContext, useContext, type ReactNode } from 'react';

import type { RuntimeConfig } from '../domain/runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider above it.');
  return config;
}

/** What the host passes to a remote's exposed `./App` (its whole route tree). */
export interface RemoteAppProps {
  config: RuntimeConfig;
}
