// Texts of the booking office's own settings on /admin/settings (issue 25: the schedule's days
// before the journey, the reminders' days, the bank details of the quote message).
export const OFFICE_SETTINGS_TEXTS = {
  heading: 'Booking office',
  intro: 'How the payment schedule and the reminders are counted, and how to pay by bank.',
  loading: 'Loading the booking office settings...',
  failed: 'Failed to load the booking office settings.',
  beforeJourneyDays: 'Further 40% due, days before check-in',
  beforeJourneyHelp: 'The Terms ask for it before the journey; 1 to 90 days.',
  reminderDaysBefore: 'Reminder, days before an instalment is due',
  reminderHelp: '0 sends the reminder on the day itself; at most 30.',
  bankDetails: 'Bank details for a transfer',
  bankDetailsHelp: 'Told in the quote message when no UPI id is set (account name, number, IFSC).',
  submit: 'Save booking office settings',
  saved: 'Booking office settings saved.',
  saveFailed: 'Failed to save the booking office settings.',
} as const;
