// Keeps the header and footer on screen when one page chunk fails to download or crashes.
import { Component, type ErrorInfo, type ReactNode } from 'react';

import './route-error-boundary.css';

interface Props {
  children: ReactNode;
  /** Changing it (the route path) clears a past failure. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('This page failed to load:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="ps-page-error" role="alert">
        <h1>This page could not be loaded.</h1>
        <p>Check your connection and try again.</p>
        <button
          type="button"
          className="tui-button tui-button--primary"
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
      </div>
    );
  }
}
