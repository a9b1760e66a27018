// Absolute admin paths (SPEC §2). Routes are declared relative to /admin/* (the host mounts the
// console there), but navigation always uses these absolute forms.
export const ADMIN_BASE = '/admin';

export const adminPaths = {
  login: `${ADMIN_BASE}/login`,
  dashboard: `${ADMIN_BASE}/dashboard`,
  manageDestinations: `${ADMIN_BASE}/manage-destinations`,
  managePopular: `${ADMIN_BASE}/manage-popular`,
  manageTestimonials: `${ADMIN_BASE}/manage-testimonials`,
  manageContacts: `${ADMIN_BASE}/manage-contacts`,
  manageBlogs: `${ADMIN_BASE}/manage-blogs`,
  manageBookings: `${ADMIN_BASE}/manage-bookings`,
  /** The photo library. */
  media: `${ADMIN_BASE}/media`,
  /** The policy pages' Bengali and Hindi (issue 29). */
  policyPages: `${ADMIN_BASE}/policy-pages`,
  /** The booking office's page of one booking. */
  booking: (id: string) => `${ADMIN_BASE}/bookings/${encodeURIComponent(id)}`,
  /** The printable receipt of one payment of a booking. */
  receipt: (id: string, paymentId: string) =>
    `${ADMIN_BASE}/bookings/${encodeURIComponent(id)}/receipts/${encodeURIComponent(paymentId)}`,
  /** Instalments overdue or due within 7 days (issue 25 item 10). */
  moneyDue: `${ADMIN_BASE}/money-due`,
  activity: `${ADMIN_BASE}/activity`,
  holidays: `${ADMIN_BASE}/holidays`,
  settings: `${ADMIN_BASE}/settings`,
  /** Dated group departures (issue 26). */
  departures: `${ADMIN_BASE}/departures`,
  /** The printable manifest of one departure. */
  manifest: (id: string) => `${ADMIN_BASE}/departures/${encodeURIComponent(id)}/manifest`,
  /** The printable GST document (receipt voucher, tax invoice, refund voucher; issue 27). */
  gstDocument: (id: string) => `${ADMIN_BASE}/documents/${encodeURIComponent(id)}`,
  /** The accountant's month of GST documents: the summary, the check against the ledger, the CSV. */
  taxDocuments: `${ADMIN_BASE}/tax-documents`,
  /** Razorpay's payments, the flagged ones, the unmatched webhooks and refunds (issue 28). */
  onlinePayments: `${ADMIN_BASE}/online-payments`,
} as const;

/** Route segments under /admin/*, for the relative <Route path> declarations. */
export const adminSegments = {
  login: 'login',
  dashboard: 'dashboard',
  manageDestinations: 'manage-destinations',
  managePopular: 'manage-popular',
  manageTestimonials: 'manage-testimonials',
  manageContacts: 'manage-contacts',
  manageBlogs: 'manage-blogs',
  manageBookings: 'manage-bookings',
  media: 'media',
  policyPages: 'policy-pages',
  booking: 'bookings/:id',
  receipt: 'bookings/:id/receipts/:paymentId',
  moneyDue: 'money-due',
  activity: 'activity',
  holidays: 'holidays',
  settings: 'settings',
  departures: 'departures',
  manifest: 'departures/:id/manifest',
  gstDocument: 'documents/:id',
  taxDocuments: 'tax-documents',
  onlinePayments: 'online-payments',
} as const;
