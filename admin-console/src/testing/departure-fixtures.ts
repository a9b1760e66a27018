// Departures and a manifest as the API sends them (issue 26), for the departures screens' tests.
import type { DepartureOverview, Manifest, ManifestRow } from '@tours/shared-ui/domain';

export function departureOverview(overrides: Partial<DepartureOverview> = {}): DepartureOverview {
  return {
    _id: 'dep1',
    destinationId: 'd1',
    destination: 'Puri',
    slug: 'puri',
    startDate: '2099-10-12',
    endDate: '2099-10-16',
    seats: 40,
    seatsLeft: 31,
    prices: { Budget: 8500, Deluxe: 11000, Luxury: 16000, child: 5000 },
    pickupPoints: ['Sonarpur station', 'Howrah'],
    note: 'AC bus',
    open: true,
    cancelled: false,
    waitlist: 2,
    seatsSold: 6,
    seatsHeld: 3,
    received: 42500,
    due: 34000,
    ...overrides,
  };
}

export function manifestRow(overrides: Partial<ManifestRow> = {}): ManifestRow {
  return {
    name: 'Asha Roy',
    age: 41,
    gender: 'Female',
    erasedAt: null,
    reference: 'SPT-2610-0001',
    bookedBy: 'Asha Roy',
    phone: '9876543210',
    pickupPoint: 'Sonarpur station',
    stage: 'paid',
    paid: 17000,
    due: 0,
    ...overrides,
  };
}

export function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    departure: departureOverview(),
    travellers: [manifestRow(), manifestRow({ name: 'Rupa Roy', age: 6, gender: 'Female' })],
    waitlist: [
      manifestRow({
        name: 'Bikash Das',
        age: 35,
        gender: 'Male',
        reference: 'SPT-2610-0009',
        stage: 'waitlisted',
        paid: 0,
        due: 8500,
      }),
    ],
    ...overrides,
  };
}
