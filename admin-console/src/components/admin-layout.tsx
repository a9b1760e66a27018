// The frame of every admin page: a header naming the site, and the page in <main>. The page
// itself may be a lazily loaded chunk, hence the Suspense boundary around it.
import { useRuntimeConfig } from '@tours/shared-ui/components';
import { Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { Outlet } from '@tours/shared-ui/router';

import { PageLoading } from './page-loading';

/** The class of what a printed page leaves out: the header, the page's buttons. */
export const ADMIN_CHROME = 'admin-chrome';

/** A printable page's styles (a receipt, a manifest): no chrome, white, the full width. */
export const PRINT_STYLES = `@media print {
  .${ADMIN_CHROME} { display: none !important; }
  body, .ant-layout { background: #fff !important; }
  .ant-layout-content { padding: 0 !important; max-width: none !important; }
}`;

export function AdminLayout() {
  const { siteName } = useRuntimeConfig();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* ADMIN_CHROME: hidden when a page is printed (a payment receipt, a manifest). */}
      <Layout.Header
        className={ADMIN_CHROME}
        style={{ display: 'flex', alignItems: 'center', paddingInline: 24 }}
      >
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          {siteName} <span style={{ fontWeight: 400, opacity: 0.85 }}>· Admin</span>
        </Typography.Text>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, width: '100%', maxWidth: 1200, marginInline: 'auto' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
