// Every repository over one Kysely instance (or one transaction: pass `trx` to write atomically).
// Popular destinations and testimonials have nothing of their own: their columns are named like
// their JSON fields, so their mapping is made from the list of fields.
import type { Actor } from '@tours/shared-ui/booking-office';
import type {
  PopularDestination,
  PopularDestinationInput,
  Testimonial,
  TestimonialInput,
} from '@tours/shared-ui/domain';

import type { Db } from '../db/database';
import { createAuditRepository } from './audit-repository';
import { createBlogsRepository } from './blogs-repository';
import { createBookingReferencesRepository } from './booking-references-repository';
import { createBookingTravellersRepository } from './booking-travellers-repository';
import {
  createBookingRemindersRepository,
  type WrittenReminder,
} from './booking-reminders-repository';
import { createBookingsRepository } from './bookings-repository';
import { createCancellationsRepository } from './cancellations-repository';
import {
  createContactMessagesRepository,
  type WrittenContactMessage,
} from './contact-messages-repository';
import { createDeparturesRepository } from './departures-repository';
import { createDestinationsRepository } from './destinations-repository';
import { sameNamedRepository } from './entity-repository';
import { createGstCountersRepository } from './gst-counters-repository';
import { createGstDocumentsRepository } from './gst-documents-repository';
import { createHolidaysRepository } from './holidays-repository';
import { createMediaRepository } from './media-repository';
import { createNotificationsRepository } from './notifications-repository';
import { createOfficeSettingsRepository } from './office-settings-repository';
import { createPaymentsRepository } from './payments-repository';
import { createRefundsRepository } from './refunds-repository';
import { createTimelineRepository, type WrittenBookingEvent } from './timeline-repository';
import { createTranslationsRepository } from './translations-repository';

/** What a transaction wrote that someone may need telling about (the notifications outbox). */
export type WrittenEvent = WrittenBookingEvent | WrittenContactMessage | WrittenReminder;

/** In the order the agency added them: the home page shows them as curated. */
const AS_ADDED = { column: 'created_at', direction: 'asc' } as const;

/**
 * `actor`: the admin whose write this is (the audit log's "who"), or null for reads, a visitor's
 * request and background jobs.
 */
export function createRepositories(db: Db, actor: Actor | null) {
  const written: WrittenEvent[] = [];
  const remember = (event: WrittenEvent) => {
    written.push(event);
  };
  return {
    /** The connection or transaction these repositories run on. */
    db,
    destinations: createDestinationsRepository(db),
    popularDestinations: sameNamedRepository<
      'popular_destinations',
      PopularDestination,
      PopularDestinationInput
    >(db, 'popular_destinations', ['title', 'description', 'src', 'path'], AS_ADDED),
    testimonials: sameNamedRepository<'testimonials', Testimonial, TestimonialInput>(
      db,
      'testimonials',
      ['name', 'image', 'title', 'feedback'],
      AS_ADDED,
    ),
    contactMessages: createContactMessagesRepository(db, remember),
    blogs: createBlogsRepository(db),
    // The booking office's tables (docs/booking-office.md, "Tables"), one repository each.
    bookings: createBookingsRepository(db),
    bookingReferences: createBookingReferencesRepository(db),
    payments: createPaymentsRepository(db),
    cancellations: createCancellationsRepository(db),
    refunds: createRefundsRepository(db),
    timeline: createTimelineRepository(db, remember),
    reminders: createBookingRemindersRepository(db, remember),
    holidays: createHolidaysRepository(db),
    officeSettings: createOfficeSettingsRepository(db),
    audit: createAuditRepository(db, actor),
    notifications: createNotificationsRepository(db),
    media: createMediaRepository(db),
    // Dated group departures (docs/departures.md), one repository per table.
    departures: createDeparturesRepository(db),
    bookingTravellers: createBookingTravellersRepository(db),
    // GST tax documents (docs/gst.md), one repository per table.
    gstDocuments: createGstDocumentsRepository(db),
    gstCounters: createGstCountersRepository(db),
    // Content translations (docs/i18n.md), one repository per table, by the kind they translate.
    translations: {
      destinations: createTranslationsRepository(db, 'destinations'),
      popular: createTranslationsRepository(db, 'popular'),
      testimonials: createTranslationsRepository(db, 'testimonials'),
      blogs: createTranslationsRepository(db, 'blogs'),
      departures: createTranslationsRepository(db, 'departures'),
      policies: createTranslationsRepository(db, 'policies'),
    },
    /** The booking events, reminders and contact messages written through these, in order. */
    written: written as readonly WrittenEvent[],
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
