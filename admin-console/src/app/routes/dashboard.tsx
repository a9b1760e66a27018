// The dashboard route, its own lazily loaded chunk: the dashboard page with the Logout action.
import { LogoutButton } from '../../features/auth/components/logout-button';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage actions={<LogoutButton />} />;
}
