// Response schemas of the office-wide answers of the booking office (the types of
// @tours/shared-ui/booking-office): today's work on the dashboard, the money-due list and the
// office's settings.
import { day, integer, rupees } from './booking-office';
import { entitySchema, ref, text } from './common';

const bookings = { type: 'array', items: ref('Booking') } as const;

export const dashboardSummarySchema = entitySchema('DashboardSummary', {
  today: day,
  holdsExpiringToday: bookings,
  holdsExpiringTomorrow: bookings,
  awaitingQuote: bookings,
  depositsThisMonth: {
    type: 'object',
    properties: { count: integer, amount: rupees },
    required: ['count', 'amount'],
  },
  tripsNext30Days: bookings,
  moneyDue: {
    type: 'object',
    description: 'The money-due list of the next 7 days (overdue included), counted and summed',
    properties: { count: integer, amount: rupees },
    required: ['count', 'amount'],
  },
});

export const moneyDueRowSchema = entitySchema('MoneyDueRow', {
  _id: { ...text, description: 'The booking' },
  reference: text,
  name: text,
  phone: text,
  destination: text,
  checkIn: day,
  kind: { type: 'string', enum: ['deposit', 'before-journey'] },
  amount: { ...rupees, description: 'What is still owed of this instalment' },
  dueOn: day,
  overdue: { type: 'boolean', description: 'dueOn is before today (Asia/Kolkata)' },
});

export const bookingOfficeSettingsSchema = entitySchema('BookingOfficeSettings', {
  beforeJourneyDays: { ...integer, description: 'Days before check-in the further 40% is due' },
  reminderDaysBefore: { ...integer, description: 'Days before a due date the reminder goes' },
  bankDetails: { ...text, description: 'Told in the quote message when there is no UPI id' },
});

export const officeSchemas = [
  dashboardSummarySchema,
  moneyDueRowSchema,
  bookingOfficeSettingsSchema,
];
