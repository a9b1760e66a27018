// The dashboard route, its own lazily loaded chunk: the dashboard page with the Logout action and
// the departures of the next 7 days and the backups' card among today's work.
import { LogoutButton } from '../../features/auth/components/logout-button';
import { BackupsCard } from '../../features/backups/components/backups-card';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { DeparturesSoon } from '../../features/departures/components/departures-soon';

export default function DashboardRoute() {
  return (
    <DashboardPage
      actions={<LogoutButton />}
      work={
        <>
          <DeparturesSoon />
          <BackupsCard />
        </>
      }
    />
  );
}
