// One remote in its own error boundary and Suspense: if it cannot be loaded, its paths show a
// message with Retry, and the rest of the site keeps working.
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import {
  Component,
  Suspense,
  createElement,
  lazy,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';

import type { RemoteApp, RemoteAppLoader, RemoteName } from './remote-loader';
import { RemoteUnavailable } from './remote-unavailable';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the site failed to load or crashed:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export interface RemoteSlotProps {
  name: RemoteName;
  loader: RemoteAppLoader;
  config: RuntimeConfig;
  /**
   * The remote's App, already loaded: the page carries its server-rendered HTML, which it hydrates.
   * Rendered with no Suspense around it, so the tree matches the server's (no boundary there).
   */
  preloaded?: RemoteApp;
}

export function RemoteSlot({ name, loader, config, preloaded }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () => lazy(async () => ({ default: await loader(name, attempt) })),
    [loader, name, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <RemoteUnavailable
          name={name}
          siteName={config.siteName}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
    >
      {preloaded && attempt === 0 ? (
        createElement(preloaded, { config })
      ) : (
        <Suspense
          fallback={
            <div className="host-loading" role="status">
              Loading...
            </div>
          }
        >
          <RemoteApp config={config} />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
