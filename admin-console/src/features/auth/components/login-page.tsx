// /admin/login (SPEC §2): the sign-in form, or straight to the dashboard for a signed-in admin.
import { useRuntimeConfig, usePageMeta } from '@tours/shared-ui/components';
import { theme, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { Navigate } from '@tours/shared-ui/router';

import { PageLoading } from '../../../components/page-loading';
import { adminPaths } from '../../../config/paths';
import { selectAuthStatus } from '../slice/selectors';
import { LOGIN_HEADING, LOGIN_INTRO } from '../texts';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { siteName } = useRuntimeConfig();
  const status = useSelector(selectAuthStatus);
  const { token } = theme.useToken();
  usePageMeta({ title: `${LOGIN_HEADING} | ${siteName}` });

  // A signed-in admin, whether from an earlier session or a login that just succeeded.
  if (status === 'signedIn') return <Navigate to={adminPaths.dashboard} replace />;
  if (status === 'loading') return <PageLoading />;

  return (
    // A plain panel rather than antd's Card: Card brings Tabs, Dropdown and Menu into the first
    // download of every admin visit, for a box.
    <section
      aria-labelledby="admin-login-heading"
      style={{
        maxWidth: 420,
        width: '100%',
        margin: '48px auto',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Title level={1} id="admin-login-heading" style={{ fontSize: 28, marginTop: 0 }}>
        {LOGIN_HEADING}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{LOGIN_INTRO}</Typography.Paragraph>
      <LoginForm />
    </section>
  );
}
