// The agency's working calendar (working weekdays and holidays): what holds and refund deadlines
// count (holdUntil, refundDeadline of @tours/shared-ui/booking-office), and the admin's holidays.
import {
  addDays,
  todayInIst,
  type AgencyCalendar,
  type Holiday,
  type IsoDate,
  type WorkingCalendar,
} from '@tours/shared-ui/booking-office';
import {
  BOOKING_OFFICE_ERRORS,
  holidayInputSchema,
  type HolidayInput,
} from '@tours/shared-ui/schemas';

import { HttpError } from '../../lib/http-errors';
import { changesBetween } from '../../repositories/audit-repository';
import type { Repositories } from '../../repositories/create-repositories';

export const HOLIDAY_NOT_FOUND = 'Holiday not found.';

/** The audit entry of a holiday added or removed. */
function recordHoliday(repositories: Repositories, action: 'create' | 'delete', holiday: Holiday) {
  const added = action === 'create';
  return repositories.audit.record({
    entity: 'holiday',
    entityId: holiday.date,
    action,
    summary: `Holiday ${holiday.date} ${added ? 'added' : 'removed'}: ${holiday.name}`,
    changes: added ? changesBetween(null, holiday) : changesBetween(holiday, null),
  });
}

export interface BookingOfficeSettings {
  /** 0 Sunday ... 6 Saturday (WORKING_WEEKDAYS). */
  workingWeekdays: readonly number[];
}

export function createCalendar(settings: BookingOfficeSettings) {
  return {
    /** Working weekdays and the holidays from a year back to two years ahead of `today`. */
    async on(repositories: Repositories, today: IsoDate): Promise<WorkingCalendar> {
      return {
        workingWeekdays: settings.workingWeekdays,
        holidays: await repositories.holidays.datesBetween(
          addDays(today, -366),
          addDays(today, 731),
        ),
      };
    },

    /** GET /calendar: the working weekdays and the holidays from a year ago. */
    async view(repositories: Repositories, now = new Date()): Promise<AgencyCalendar> {
      return {
        workingWeekdays: [...settings.workingWeekdays],
        holidays: await repositories.holidays.from(addDays(todayInIst(now), -366)),
      };
    },

    async addHoliday(repositories: Repositories, input: HolidayInput): Promise<Holiday> {
      const holiday = await repositories.holidays.add({ ...input, source: 'admin' });
      if (!holiday) throw new HttpError(409, BOOKING_OFFICE_ERRORS.holidayExists);
      await recordHoliday(repositories, 'create', holiday);
      return holiday;
    },

    async removeHoliday(repositories: Repositories, date: string): Promise<void> {
      // Anything but a real day matches no holiday (and must not reach a date column).
      const holiday = holidayInputSchema.shape.date.safeParse(date).success
        ? await repositories.holidays.remove(date)
        : null;
      if (!holiday) throw new HttpError(404, HOLIDAY_NOT_FOUND);
      await recordHoliday(repositories, 'delete', holiday);
    },
  };
}

export type Calendar = ReturnType<typeof createCalendar>;
