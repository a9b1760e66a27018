// A page made to be printed (a payment receipt, a manifest, a GST document): Back, Print and the
// page's own buttons above it, left out on paper with the admin header; the page's print styles;
// and while there is nothing to print, the loading text or why not.
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';

import { ADMIN_CHROME, PRINT_STYLES } from './admin-layout';
import { PageLoading } from './page-loading';

interface PrintPageProps {
  back: { label: string; onClick: () => void };
  printLabel: string;
  /** Buttons after Print (a download), shown once there is something to print. */
  actions?: ReactNode;
  /** What is printed; null while it is not there. */
  content: ReactNode | null;
  /** Why there is nothing to print (a failed fetch, an unknown id); null while it is on its way. */
  failure: string | null;
  loadingText: string;
  /** The page's @media print rules; PRINT_STYLES (no chrome, white, full width) by default. */
  printStyles?: string;
}

export function PrintPage({
  back,
  printLabel,
  actions,
  content,
  failure,
  loadingText,
  printStyles = PRINT_STYLES,
}: PrintPageProps) {
  const ready = content !== null;
  const buttons = (
    <Flex gap="small" wrap className={ADMIN_CHROME} style={{ marginBottom: 24 }}>
      <Button onClick={back.onClick}>
        <span aria-hidden>←</span> {back.label}
      </Button>
      {ready && (
        <>
          <Button type="primary" onClick={() => window.print()}>
            {printLabel}
          </Button>
          {actions}
        </>
      )}
    </Flex>
  );
  if (!ready) {
    return failure !== null ? (
      <>
        {buttons}
        <Alert type="error" showIcon role="alert" title={failure} />
      </>
    ) : (
      <PageLoading text={loadingText} />
    );
  }
  return (
    <>
      <style>{printStyles}</style>
      {buttons}
      {content}
    </>
  );
}
