// Response schemas of the booking office (the types of @tours/shared-ui/booking-office:
// BookingRecord, BookingDetail, BookingStatusView, PaymentResult, CancellationQuote, ...).
import {
  AUDIT_ENTITIES,
  BOOKING_SOURCES,
  BOOKING_STAGES,
  INSTALMENTS,
  PAYMENT_METHODS,
  REFUND_STATES,
} from '@tours/shared-ui/booking-office';
import { HOTEL_CATEGORIES } from '@tours/shared-ui/domain';

import { entitySchema, ref, text } from './common';
import { statusDepartureFields } from './departures';

export const day = { type: 'string', format: 'date' } as const;
const instant = { type: 'string', format: 'date-time' } as const;
export const integer = { type: 'integer' } as const;
export const rupees = { type: 'integer', description: 'Whole rupees' } as const;
export const rupeesOrNull = {
  type: 'integer',
  nullable: true,
  description: 'Whole rupees, or null',
} as const;
const stage = { type: 'string', enum: [...BOOKING_STAGES] } as const;
const actor = {
  type: 'object',
  properties: { uid: text, email: { type: 'string', nullable: true } },
  required: ['uid', 'email'],
} as const;

/** What a traveller asked for: shared by a booking and its status view. */
export const bookingFields = {
  destination: text,
  checkIn: day,
  checkOut: day,
  adults: integer,
  children: integer,
  category: { type: 'string', enum: [...HOTEL_CATEGORIES] },
} as const;

/** The stage and the money: shared by a booking and its status view. */
const standing = {
  reference: { type: 'string', description: "'SPT-YYMM-NNNN'" },
  stage,
  holdUntil: { ...instant, description: 'End of the provisional hold (23:59:59.999 IST)' },
  quotedTotal: rupeesOrNull,
  received: { ...rupees, description: 'Sum of the payments ledger, reversals included' },
  due: {
    ...rupeesOrNull,
    description: 'quotedTotal − received, never below 0; null without a quote',
  },
} as const;

/** BookingRecord's fields beyond SPEC's booking. */
export const bookingOfficeFields = {
  ...standing,
  source: { type: 'string', enum: [...BOOKING_SOURCES] },
  email: text,
  confirmedByHand: { type: 'boolean' },
  deletable: {
    type: 'boolean',
    description: 'DELETE would erase it: a provisional request with no payment',
  },
} as const;

/** The Terms' instalments (shared-ui paymentSchedule); [] while there is no quote. */
const schedule = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: [...INSTALMENTS] },
      label: text,
      amount: rupees,
      dueOn: { ...day, description: 'The last day to pay it (Asia/Kolkata)' },
      paid: { type: 'boolean', description: 'The money received covers it' },
    },
    required: ['kind', 'label', 'amount', 'dueOn', 'paid'],
  },
} as const;

const refund = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: [...REFUND_STATES] },
    amount: rupees,
    deadline: { ...day, description: '15 working days after approval' },
    approvedAt: instant,
    chequeNumber: { type: 'string', nullable: true },
    onlineRefundId: {
      type: 'string',
      nullable: true,
      description: 'Razorpay’s refund id when it was paid back online (then no cheque)',
    },
    processedOn: { ...day, nullable: true },
    confirmedOn: { ...day, nullable: true },
  },
  required: [
    'state',
    'amount',
    'deadline',
    'approvedAt',
    'chequeNumber',
    'onlineRefundId',
    'processedOn',
    'confirmedOn',
  ],
} as const;

export const paymentSchema = entitySchema('Payment', {
  id: text,
  bookingId: text,
  number: {
    ...integer,
    description: "1, 2, ... within the booking: receipt '<reference>/<number>'",
  },
  amount: { ...rupees, description: 'Negative for a reversal' },
  paidOn: day,
  method: { type: 'string', enum: [...PAYMENT_METHODS] },
  reference: text,
  reason: text,
  reverses: { type: 'string', nullable: true },
  recordedBy: actor,
  createdAt: instant,
});

export const bookingDetailSchema = {
  $id: 'BookingDetail',
  allOf: [
    ref('Booking'),
    {
      type: 'object',
      properties: {
        schedule,
        payments: { type: 'array', items: ref('Payment') },
        cancellation: {
          type: 'object',
          nullable: true,
          properties: {
            on: day,
            daysBefore: integer,
            charge: rupees,
            refund: rupees,
            rule: text,
            ruleId: text,
            chargeByHand: { type: 'boolean' },
            reason: text,
            recordedBy: actor,
            createdAt: instant,
          },
          required: [
            'on',
            'daysBefore',
            'charge',
            'refund',
            'rule',
            'ruleId',
            'chargeByHand',
            'reason',
            'recordedBy',
            'createdAt',
          ],
        },
        refund: { ...refund, nullable: true },
        timeline: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: text,
              type: text,
              at: instant,
              actor: { ...actor, nullable: true },
              stage,
              summary: text,
            },
            required: ['id', 'type', 'at', 'actor', 'stage', 'summary'],
          },
        },
        documents: {
          type: 'array',
          description: 'Its GST documents, oldest first (amounts in paise)',
          items: ref('GstDocumentSummary'),
        },
      },
      required: ['schedule', 'payments', 'cancellation', 'refund', 'timeline', 'documents'],
    },
  ],
} as const;

export const bookingStatusViewSchema = entitySchema('BookingStatusView', {
  ...bookingFields,
  ...standing,
  nextPayment: {
    type: 'object',
    nullable: true,
    description: 'What to pay now: the rest of the deposit, then of the 60% due before the journey',
    properties: { kind: { type: 'string', enum: ['deposit', 'before-journey'] }, amount: rupees },
    required: ['kind', 'amount'],
  },
  onlinePayment: {
    type: 'object',
    nullable: true,
    description:
      'The Razorpay payment link of that instalment (amount in whole rupees): null when online payments are off or no link is ready',
    properties: { amount: rupees, url: text },
    required: ['amount', 'url'],
  },
  schedule,
  refund: {
    type: 'object',
    nullable: true,
    properties: {
      state: refund.properties.state,
      amount: rupees,
      deadline: refund.properties.deadline,
    },
    required: ['state', 'amount', 'deadline'],
  },
  ...statusDepartureFields,
  documents: {
    type: 'array',
    description:
      'Its issued GST documents, oldest first (amounts in paise); each a PDF at /api/bookings/status/documents/{id}/pdf',
    items: ref('GstDocumentSummary'),
  },
});

export const paymentResultSchema = entitySchema('PaymentResult', {
  payment: ref('Payment'),
  booking: ref('BookingDetail'),
});

export const cancellationQuoteSchema = entitySchema('CancellationQuote', {
  daysBefore: { ...integer, description: 'Asia/Kolkata days from `on` to the check-in day' },
  charge: { ...rupeesOrNull, description: 'Null where the policy sets none: the admin enters it' },
  refund: rupeesOrNull,
  rule: text,
  ruleId: text,
});

export const holidaySchema = entitySchema('Holiday', {
  date: day,
  name: text,
  source: { type: 'string', enum: ['seed', 'admin'] },
});

export const agencyCalendarSchema = entitySchema('AgencyCalendar', {
  workingWeekdays: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } },
  holidays: { type: 'array', items: ref('Holiday') },
});

export const auditPageSchema = entitySchema('AuditPage', {
  entries: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: text,
        at: instant,
        actor,
        entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
        entityId: text,
        action: text,
        summary: text,
        changes: {
          type: 'object',
          description:
            'Each changed field: its value before (null on create) and after (null on delete)',
          additionalProperties: {
            type: 'object',
            properties: { from: {}, to: {} },
            required: ['from', 'to'],
          },
        },
      },
      required: ['id', 'at', 'actor', 'entity', 'entityId', 'action', 'summary', 'changes'],
    },
  },
  nextCursor: { type: 'string', nullable: true, description: 'Pass as `before` for older entries' },
});

export const bookingOfficeSchemas = [
  paymentSchema,
  bookingDetailSchema,
  bookingStatusViewSchema,
  paymentResultSchema,
  cancellationQuoteSchema,
  holidaySchema,
  agencyCalendarSchema,
  auditPageSchema,
];
