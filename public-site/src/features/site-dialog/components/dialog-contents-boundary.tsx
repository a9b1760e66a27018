// Catches a failed download of the dialog's contents (a lazy chunk): the dialog stays open with a
// short explanation and a Try again button, instead of the error reaching the host's boundary and
// taking the whole site down.
import { Alert, Button } from '@tours/shared-ui/components';
import { Component, type ReactNode } from 'react';

import { DIALOG_LOAD_FAILED, DIALOG_RETRY } from '../texts';

interface Props {
  children: ReactNode;
  /** Called by Try again: the caller makes fresh lazy components, so the download is retried. */
  onRetry: () => void;
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
      <>
        <Alert tone="error">{DIALOG_LOAD_FAILED}</Alert>
        <Button
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {DIALOG_RETRY}
        </Button>
      </>
    );
  }
}
