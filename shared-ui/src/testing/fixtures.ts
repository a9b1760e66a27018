// Test data shared by the schema tests.

/** A valid booking request of the public form (check-in in December 2026). */
export const bookingRequest = {
  name: 'Ananya Sen',
  phone: '9876543210',
  destination: 'Darjeeling',
  checkIn: '2026-12-20',
  checkOut: '2026-12-24',
  adults: 2,
  category: 'Deluxe',
};
