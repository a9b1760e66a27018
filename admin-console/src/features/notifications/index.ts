// The notifications feature (issue 14): what other features and the booking page render.
export { BookingNotifications } from './components/booking-notifications';
export { NotificationSettingsPage } from './components/notification-settings-page';
export { WhatsAppActions } from './components/whatsapp-actions';
