// Texts of /admin/activity: the audit log of every admin write.
export const ACTIVITY_TEXTS = {
  title: 'Activity',
  loading: 'Loading the activity...',
  failed: 'Failed to fetch the activity.',
  empty: 'Nothing recorded yet.',
  filter: 'Show',
  all: 'Everything',
  more: 'Show older',
  by: (who: string) => `by ${who}`,
  change: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
} as const;

export const ENTITY_LABELS = {
  booking: 'Bookings',
  payment: 'Payments',
  refund: 'Refunds',
  holiday: 'Holidays',
  destination: 'Destinations',
  departure: 'Departures',
  popular: 'Popular destinations',
  testimonial: 'Testimonials',
  blog: 'Blogs',
  contact: 'Contact messages',
  media: 'Photos',
  setting: 'Settings',
  backup: 'Backups',
  policy: 'Policy pages',
} as const;
