// The top of every manage screen: its heading, 'Back to Dashboard' and the page's own actions.
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { Button, Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useNavigate } from '@tours/shared-ui/router';

import { adminPaths } from '../config/paths';

export const BACK_TO_DASHBOARD = 'Back to Dashboard';

interface ManagePageHeaderProps {
  title: string;
  /** The id the page's <section aria-labelledby> refers to. */
  headingId: string;
  actions?: ReactNode;
}

export function ManagePageHeader({ title, headingId, actions }: ManagePageHeaderProps) {
  const { siteName } = useRuntimeConfig();
  const navigate = useNavigate();
  usePageMeta({ title: `${title} | ${siteName}` });

  return (
    <Flex vertical gap="middle" style={{ marginBottom: 24 }}>
      <div>
        <Button onClick={() => void navigate(adminPaths.dashboard)}>
          <span aria-hidden>←</span> {BACK_TO_DASHBOARD}
        </Button>
      </div>
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={1} id={headingId} style={{ margin: 0, fontSize: 30 }}>
          {title}
        </Typography.Title>
        {actions && <Flex gap="small">{actions}</Flex>}
      </Flex>
    </Flex>
  );
}

/** A whole manage screen: a section named by its heading, the header, then the screen's body. */
export function ManageScreen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <ManagePageHeader title={title} headingId={headingId} actions={actions} />
      {children}
    </section>
  );
}
