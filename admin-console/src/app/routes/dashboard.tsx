// The dashboard route, its own lazily loaded chunk: the dashboard page with the Logout action and
// the departures of the next 7 days among today's work.
import { LogoutButton } from '../../features/auth/components/logout-button';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { DeparturesSoon } from '../../features/departures/components/departures-soon';

export default function DashboardRoute() {
  return <DashboardPage actions={<LogoutButton />} work={<DeparturesSoon />} />;
}
