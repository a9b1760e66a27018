// Texts of the admin dashboard (SPEC §2 Admin routes).
export const DASHBOARD_TITLE = 'Dashboard';
export const DASHBOARD_HEADING = 'Manage Sections';

/** Today's work (GET /api/dashboard), below 'Manage Sections'. */
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
  none: 'None.',
  office: 'Booking office',
  activity: 'Activity (audit log)',
  holidays: 'Holidays',
  settings: 'Notification settings',
  bookingLine: (reference: string, name: string, destination: string) =>
    `${reference} · ${name} · ${destination}`,
} as const;
