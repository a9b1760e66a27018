// /admin/settings, its own lazily loaded chunk: the booking office's settings and the GST settings
// (issue 27), then the notification settings (the notifications feature's page, with the others in
// its slot).
import { NotificationSettingsPage } from '../../features/notifications/components/notification-settings-page';
import { GstSettingsSection } from '../../features/gst/components/gst-settings-section';
import { OfficeSettingsSection } from '../../features/office-settings/components/office-settings-section';

export default function SettingsRoute() {
  return (
    <NotificationSettingsPage
      sections={
        <>
          <OfficeSettingsSection />
          <GstSettingsSection />
        </>
      }
    />
  );
}
