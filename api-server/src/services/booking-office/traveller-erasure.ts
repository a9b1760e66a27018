// Data kept no longer than needed (issue 30, docs/operations.md "What is kept and for how long"):
// the job `erase-traveller-details` erases the age and gender of the travellers of completed
// trips once their check-out day is more than the kept years old (TRAVELLER_DETAILS_KEEP_YEARS,
// default 2). Age and gender are asked for the journey (tickets, rooms); once the trip is long
// over they serve nothing. The traveller's name, the booking, its payments, receipts and GST
// documents stay: the law asks the agency to keep its accounts (CGST Act 2017 s. 36 with CGST
// Rules rule 56: 72 months from the due date of the year's annual return; Income-tax Act 1961
// s. 44AA with Income-tax Rules rule 6F: six years from the end of the assessment year).
import { todayInIst, type IsoDate } from '@tours/shared-ui/booking-office';

import type { Repositories } from '../../repositories/create-repositories';

export const DEFAULT_TRAVELLER_DETAILS_KEEP_YEARS = 2;

/**
 * The first check-out day whose travellers' details are still kept on `today`: the same day
 * `years` earlier (29 February becomes 28 February in a year without it).
 */
export function keptFrom(today: IsoDate, years: number): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${target}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** The job's step (plugins/booking-office.ts drains it batch by batch): how many it erased. */
export function eraseTravellerDetails(keepYears: number) {
  return (repositories: Repositories, now: Date, limit: number): Promise<number> =>
    repositories.bookingTravellers.eraseDetailsOfCompletedTrips(
      keptFrom(todayInIst(now), keepYears),
      now,
      limit,
    );
}
