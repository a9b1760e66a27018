// The guard of every /admin path but the login page (SPEC §2, §4): 'Loading...' while the session
// resolves, the login page for a signed-out visitor, the nested route for a signed-in admin.
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from '@tours/shared-ui/router';

import { PageLoading } from '../../../components/page-loading';
import { adminPaths } from '../../../config/paths';
import { selectAuthStatus } from '../slice/selectors';

export function RequireAuth() {
  const status = useSelector(selectAuthStatus);
  if (status === 'loading') return <PageLoading />;
  if (status === 'signedOut') return <Navigate to={adminPaths.login} replace />;
  return <Outlet />;
}
