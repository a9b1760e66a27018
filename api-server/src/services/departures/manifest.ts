// A departure's manifest (docs/departures.md): every traveller of its provisional, confirmed, paid
// and completed bookings (name, age, gender, booking reference, phone, pickup point, paid and
// due of the booking), the waitlist apart in the order it would get seats; as JSON, or as CSV in
// UTF-8 with a BOM so that Excel reads the names as written. An age or gender erased after a
// long-completed trip (issue 30) reads 'erased'.
import { balanceDue } from '@tours/shared-ui/booking-office';
import { CSV_BOM, toCsv, type CsvColumn } from '@tours/shared-ui/csv';
import {
  type Manifest,
  type ManifestRow,
  ERASED_DETAIL,
  type BookedTraveller,
} from '@tours/shared-ui/domain';

import type { BookingRow } from '../../db/schema';
import type { Repositories } from '../../repositories/create-repositories';
import { overviewOf } from './departures';

const MANIFEST_STAGES = ['provisional', 'confirmed', 'paid', 'completed'] as const;

function rowsOf(bookings: BookingRow[], travellers: Map<string, BookedTraveller[]>): ManifestRow[] {
  return bookings.flatMap((booking) => {
    const people = travellers.get(booking.id) ?? [];
    return people.map((person) => ({
      ...person,
      reference: booking.reference,
      bookedBy: booking.name,
      phone: booking.phone,
      pickupPoint: booking.pickup_point,
      stage: booking.stage,
      paid: booking.received,
      due: balanceDue(booking.quoted_total, booking.received) ?? 0,
    }));
  });
}

export async function manifestOf(repositories: Repositories, id: string): Promise<Manifest> {
  const departure = await overviewOf(repositories, id);
  const [seated, waiting] = await Promise.all([
    repositories.departures.bookingsOf(id, MANIFEST_STAGES),
    repositories.departures.bookingsOf(id, ['waitlisted']),
  ]);
  const travellers = await repositories.bookingTravellers.ofBookings(
    [...seated, ...waiting].map((booking) => booking.id),
  );
  return {
    departure,
    travellers: rowsOf(seated, travellers),
    waitlist: rowsOf(waiting, travellers),
  };
}

const COLUMNS: CsvColumn<ManifestRow>[] = [
  { title: 'Name', value: (row) => row.name },
  { title: 'Age', value: (row) => row.age ?? ERASED_DETAIL },
  { title: 'Gender', value: (row) => row.gender ?? ERASED_DETAIL },
  { title: 'Booking reference', value: (row) => row.reference },
  { title: 'Phone', value: (row) => row.phone },
  { title: 'Pickup point', value: (row) => row.pickupPoint },
  { title: 'Paid (₹)', value: (row) => row.paid },
  { title: 'Due (₹)', value: (row) => row.due },
];

/** The travellers, then a blank line, 'Waitlist' and the waitlisted travellers. */
export function manifestCsv(manifest: Manifest): string {
  const seated = toCsv(manifest.travellers, COLUMNS);
  const waiting = toCsv(manifest.waitlist, COLUMNS);
  return `${CSV_BOM}${seated}\r\nWaitlist\r\n${waiting}`;
}
