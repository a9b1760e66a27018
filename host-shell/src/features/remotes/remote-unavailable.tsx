import { Button } from '@tours/shared-ui/components';
import { useEffect, useRef } from 'react';

import type { RemoteName } from './remote-loader';

const PART_LABEL: Record<RemoteName, string> = {
  public_site: 'This page',
  admin_console: 'The admin console',
};

export const REMOTE_UNAVAILABLE_TITLE = 'Something went wrong while loading this page.';

export function RemoteUnavailable({
  name,
  siteName,
  onRetry,
}: {
  name: RemoteName;
  siteName: string;
  onRetry: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `Temporarily unavailable | ${siteName}`;
    headingRef.current?.focus();
  }, [siteName]);

  return (
    <main className="host-unavailable">
      <p className="host-unavailable__brand">{siteName}</p>
      <h1 ref={headingRef} tabIndex={-1}>
        {REMOTE_UNAVAILABLE_TITLE}
      </h1>
      <p role="alert">
        {PART_LABEL[name]} could not be loaded. Please check your connection and try again.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </main>
  );
}
