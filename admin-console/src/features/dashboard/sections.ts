// The manage sections the dashboard links to: the six of SPEC §2, in the order the SPEC lists
// them, then the photo library (issue 15), the policy pages' translations (issue 29), the
// departures (issue 26), the GST tax documents (issue 27) and the online payments (issue 28).
import { adminPaths } from '../../config/paths';

export interface ManageSection {
  label: string;
  description: string;
  path: string;
}

export const MANAGE_SECTIONS: readonly ManageSection[] = [
  {
    label: 'Manage Destinations',
    description: 'Add, edit and remove destinations with their itineraries and prices.',
    path: adminPaths.manageDestinations,
  },
  {
    label: 'Manage Popular Destinations',
    description: 'Choose the destinations featured on the home page.',
    path: adminPaths.managePopular,
  },
  {
    label: 'Manage Testimonials',
    description: 'Publish what travellers say about their trips.',
    path: adminPaths.manageTestimonials,
  },
  {
    label: 'Manage Contacts',
    description: 'Read contact messages and mark them as checked.',
    path: adminPaths.manageContacts,
  },
  {
    label: 'Manage Blogs',
    description: 'Write, publish and update travel blogs.',
    path: adminPaths.manageBlogs,
  },
  {
    label: 'Manage Bookings',
    description: 'Review booking requests and confirm them.',
    path: adminPaths.manageBookings,
  },
  {
    label: 'Media Library',
    description: 'Upload photos, write their alt text and see where each one is used.',
    path: adminPaths.media,
  },
  {
    label: 'Policy Pages',
    description: 'Translate the terms, privacy and refund policies into Bengali and Hindi.',
    path: adminPaths.policyPages,
  },
  {
    label: 'Departures',
    description: 'Dated group trips: seats, the waitlist, the manifest.',
    path: adminPaths.departures,
  },
  {
    label: 'Tax Documents',
    description: 'GST documents of a month, checked against the ledger, as CSV for the accountant.',
    path: adminPaths.taxDocuments,
  },
  {
    label: 'Online Payments',
    description: 'Razorpay payments, the ones that need you, unmatched webhooks and refunds.',
    path: adminPaths.onlinePayments,
  },
];
