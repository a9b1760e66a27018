// Texts of the admin dashboard (SPEC §2 Admin routes).
export const DASHBOARD_TITLE = 'Dashboard';
export const DASHBOARD_HEADING = 'Manage Sections';

/** Today's work (GET /api/dashboard): below 'Manage Sections', above it on a phone. */
export const WORK_TEXTS = {
  heading: "Today's work",
  loading: "Loading today's work...",
  failed: "Failed to fetch today's work.",
  holdsToday: 'Holds expiring today',
  holdsTomorrow: 'Holds expiring tomorrow',
  awaitingQuote: 'Awaiting a quote',
  deposits: 'Received this month',
  depositsText: (count: number, amount: string) =>
    `${amount} in ${count} payment${count === 1 ? '' : 's'}`,
  trips: 'Trips in the next 30 days',
  moneyDue: 'Money due (7 days)',
  moneyDueLink: (count: number, amount: string) =>
    count === 0
      ? 'Nothing overdue or due this week'
      : `${count} instalment${count === 1 ? '' : 's'} · ${amount}`,
  none: 'None.',
  office: 'Booking office',
  activity: 'Activity (audit log)',
  holidays: 'Holidays',
  settings: 'Notification settings',
  bookingLine: (reference: string, name: string, destination: string) =>
    `${reference} · ${name} · ${destination}`,
} as const;
