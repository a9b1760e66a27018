// The booking office's own settings (GET/PUT /api/settings/booking-office): how many days before
// check-in the further 40% falls due (the Terms do not say), how many days before a due date the
// traveller is reminded, and the bank details the quote message gives when there is no UPI id.
// A PUT changes what it sends, audited field by field.
import {
  BEFORE_JOURNEY_DUE_DAYS,
  REMINDER_DAYS_BEFORE,
  type BookingOfficeSettings,
} from '@tours/shared-ui/booking-office';
import type { BookingOfficeSettingsInput } from '@tours/shared-ui/schemas';

import { changesBetween } from '../../repositories/audit-repository';
import type { Repositories } from '../../repositories/create-repositories';

export const DEFAULT_OFFICE_SETTINGS: Readonly<BookingOfficeSettings> = {
  beforeJourneyDays: BEFORE_JOURNEY_DUE_DAYS,
  reminderDaysBefore: REMINDER_DAYS_BEFORE,
  bankDetails: '',
};

const NAMES = Object.keys(DEFAULT_OFFICE_SETTINGS) as (keyof BookingOfficeSettings)[];

/** A stored value of the default's type, else the default (a row from a later version, say). */
function valueOf<K extends keyof BookingOfficeSettings>(
  stored: Record<string, unknown>,
  name: K,
): BookingOfficeSettings[K] {
  const value = stored[name];
  const fallback = DEFAULT_OFFICE_SETTINGS[name];
  return (typeof value === typeof fallback ? value : fallback) as BookingOfficeSettings[K];
}

export const officeSettings = {
  async get(repositories: Repositories): Promise<BookingOfficeSettings> {
    const stored = await repositories.officeSettings.all();
    return {
      beforeJourneyDays: valueOf(stored, 'beforeJourneyDays'),
      reminderDaysBefore: valueOf(stored, 'reminderDaysBefore'),
      bankDetails: valueOf(stored, 'bankDetails'),
    };
  },

  async save(
    repositories: Repositories,
    input: BookingOfficeSettingsInput,
  ): Promise<BookingOfficeSettings> {
    const before = await officeSettings.get(repositories);
    const after: BookingOfficeSettings = { ...before };
    for (const name of NAMES) {
      const value = input[name];
      if (value === undefined || value === before[name]) continue;
      await repositories.officeSettings.save(name, value);
      Object.assign(after, { [name]: value });
    }
    await repositories.audit.record({
      entity: 'setting',
      entityId: 'booking-office',
      action: 'update',
      summary: 'Updated the booking office settings',
      changes: changesBetween(before, after),
    });
    return after;
  },
};
