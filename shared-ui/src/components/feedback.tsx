// Status texts: a polite spinner for loading, an alert for errors and results.
import type { ReactNode } from 'react';

export function Spinner({ label }: { label: string }) {
  return (
    <p className="tui-spinner" role="status">
      <span className="tui-spinner__wheel" aria-hidden="true" />
      {label}
    </p>
  );
}

export type AlertTone = 'success' | 'error' | 'info';

export function Alert({ tone = 'info', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <div className={`tui-alert tui-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
