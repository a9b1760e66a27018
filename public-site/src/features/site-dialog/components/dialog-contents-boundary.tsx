// Catches a failed download of the dialog (a lazy chunk): the visitor reads a short explanation
// with Try again and Close, instead of the error reaching the host's boundary and taking the whole
// site down. Focus moves to Try again, as it would have moved into the dialog.
import { Alert, Button } from '@tours/shared-ui/components';
import { Component, useEffect, useRef, type ReactNode } from 'react';

import { useTexts } from '../../../lib/i18n';
import { dialogFrameTexts } from '../frame/texts';

interface Props {
  children: ReactNode;
  /** Called by Try again: the caller makes a fresh lazy component, so the download is retried. */
  onRetry: () => void;
  onClose: () => void;
}

function DialogLoadFailed({ onRetry, onClose }: Omit<Props, 'children'>) {
  const t = useTexts(dialogFrameTexts);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => boxRef.current?.querySelector('button')?.focus(), []);
  return (
    <div className="tui-dialog__backdrop">
      <div className="ps-dialog-pending" ref={boxRef}>
        <Alert tone="error">{t('loadFailed')}</Alert>
        <div className="ps-dialog-pending__actions">
          <Button onClick={onRetry}>{t('retry')}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </div>
    </div>
  );
}

export class DialogContentsBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The dialog could not be loaded:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <DialogLoadFailed
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
        onClose={this.props.onClose}
      />
    );
  }
}
