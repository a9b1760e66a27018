// /admin/settings, its own lazily loaded chunk: the booking office's settings, then the
// notification settings (the notifications feature's page, with the office's in its slot).
import { NotificationSettingsPage } from '../../features/notifications/components/notification-settings-page';
import { OfficeSettingsSection } from '../../features/office-settings/components/office-settings-section';

export default function SettingsRoute() {
  return <NotificationSettingsPage sections={<OfficeSettingsSection />} />;
}
