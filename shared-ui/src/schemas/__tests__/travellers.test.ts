import { addDays, todayInIst } from '../../domain/booking-office/calendar';
import { BOOKING_OFFICE_MESSAGES } from '../booking-office-messages';
import { DEPARTURE_MESSAGES as M } from '../departure-messages';
import { adminBookingSchema, bookingRequestSchema, validate } from '../index';

const departureId = '0b8f4a52-3c1e-4a7b-9d0e-6f2a1b3c4d5e';
const request = {
  name: 'Asha Roy',
  phone: '9876543210',
  destination: 'Puri',
  adults: 2,
  children: 1,
  category: 'Budget',
};
const travellers = [
  { name: 'Asha Roy', age: 38, gender: 'Female' },
  { name: 'Amit Roy', age: 40, gender: 'Male' },
  { name: 'Riya Roy', age: 6, gender: 'Female' },
];

describe('a booking of a departure', () => {
  it('needs no dates and carries the travellers and the pickup point', () => {
    const result = validate(bookingRequestSchema, {
      ...request,
      departureId,
      travellers,
      pickupPoint: ' Howrah ',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ departureId, travellers, pickupPoint: 'Howrah' }),
    });
  });

  it('wants one traveller per adult and child', () => {
    for (const list of [undefined, travellers.slice(0, 2), [...travellers, travellers[0]]]) {
      const result = validate(adminBookingSchema, {
        ...request,
        source: 'phone',
        departureId,
        travellers: list,
      });
      expect(result).toEqual({ ok: false, errors: { travellers: M.travellerList } });
    }
  });

  it('names the field of a bad traveller', () => {
    const result = validate(bookingRequestSchema, {
      ...request,
      departureId,
      travellers: [travellers[0], { ...travellers[1], age: 200 }, travellers[2]],
    });
    expect(result).toEqual({ ok: false, errors: { travellers: M.travellerAge } });
  });
});

describe('a tailor-made request', () => {
  it("still needs its dates, with SPEC's messages, beside every other message", () => {
    expect(validate(bookingRequestSchema, { ...request, adults: 0 })).toEqual({
      ok: false,
      errors: {
        checkIn: BOOKING_OFFICE_MESSAGES.checkIn,
        checkOut: BOOKING_OFFICE_MESSAGES.checkOut,
        adults: BOOKING_OFFICE_MESSAGES.adults,
      },
    });
  });

  it('takes no traveller list, or one that matches the party', () => {
    const day = addDays(todayInIst(), 10);
    const dated = { ...request, checkIn: day, checkOut: day };
    expect(validate(bookingRequestSchema, { ...dated, travellers: [] }).ok).toBe(true);
    expect(validate(bookingRequestSchema, { ...dated, travellers }).ok).toBe(true);
    expect(validate(bookingRequestSchema, { ...dated, travellers: travellers.slice(1) })).toEqual({
      ok: false,
      errors: { travellers: M.travellerList },
    });
  });
});
