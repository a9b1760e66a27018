// /admin/settings, its own lazily loaded chunk: the notification settings.
import { NotificationSettingsPage } from '../../features/notifications/components/notification-settings-page';

export default NotificationSettingsPage;
