// One remote in its own error boundary and Suspense: if it cannot be loaded, its paths show a
// message with Retry, and the rest of the site keeps working.
import type { RuntimeConfig } from '@tours/shared-ui/domain';
import {
  Component,
  Suspense,
  lazy,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';

import type { RemoteAppLoader, RemoteName } from './remote-loader';
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
}

export function RemoteSlot({ name, loader, config }: RemoteSlotProps) {
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
      <Suspense
        fallback={
          <div className="host-loading" role="status">
            Loading...
          </div>
        }
      >
        <RemoteApp config={config} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
