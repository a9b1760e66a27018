import { z } from 'zod';

import { addDays, todayInIst } from '../../domain/booking-office/calendar';
import { DEPARTURE_MESSAGES as M } from '../departure-messages';
import { departureInputSchema, tripFactsShape, tripsQuerySchema } from '../departures';
import { travellerSchema } from '../travellers';
import { validate } from '../index';

describe('departureInputSchema', () => {
  const start = addDays(todayInIst(), 30);

  it('takes a start date, seats and defaults: open, no pickup points, no note', () => {
    expect(validate(departureInputSchema, { startDate: start, seats: 40 })).toEqual({
      ok: true,
      value: { startDate: start, seats: 40, pickupPoints: [], note: '', open: true },
    });
  });

  it('names each bad field', () => {
    const result = validate(departureInputSchema, {
      startDate: addDays(todayInIst(), -1),
      seats: 0,
      pickupPoints: [''],
      open: 'yes',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        startDate: M.startDatePast,
        seats: M.seats,
        pickupPoints: M.pickupPoints,
        open: M.open,
      },
    });
  });
});

describe('travellerSchema', () => {
  it('asks for name, age and gender as Indian Railways does', () => {
    expect(validate(travellerSchema, { name: ' Riya ', age: 6, gender: 'Female' })).toEqual({
      ok: true,
      value: { name: 'Riya', age: 6, gender: 'Female' },
    });
    expect(validate(travellerSchema, { name: '', age: 130, gender: 'x' })).toEqual({
      ok: false,
      errors: { name: M.travellerName, age: M.travellerAge, gender: M.travellerGender },
    });
  });
});

describe('tripFactsShape', () => {
  const facts = z.object(tripFactsShape);
  it('keeps SPEC’s themes once each and the months in order', () => {
    expect(facts.parse({ themes: ['Family', 'Family', 'Religious'], months: [12, 1, 12] })).toEqual(
      {
        themes: ['Family', 'Religious'],
        months: [1, 12],
      },
    );
    expect(validate(facts, { themes: ['Beach'], months: [13], nights: -1 })).toMatchObject({
      ok: false,
      errors: { themes: M.themes, months: M.months, nights: M.nights },
    });
  });
});

describe('tripsQuerySchema', () => {
  it('reads the filters from a query string', () => {
    expect(
      tripsQuerySchema.parse({
        theme: 'Family',
        month: '2026-12',
        budget: '20000',
        nights: '3-5',
        travellers: '3',
      }),
    ).toEqual({ theme: 'Family', month: '2026-12', budget: 20_000, nights: '3-5', travellers: 3 });
    expect(tripsQuerySchema.parse({})).toEqual({});
  });

  it('names every bad filter', () => {
    expect(
      validate(tripsQuerySchema, {
        theme: 'Beach',
        month: '2026-13',
        budget: '-5',
        nights: '5-3',
        travellers: '0',
      }),
    ).toEqual({
      ok: false,
      errors: {
        theme: M.theme,
        month: M.month,
        budget: M.budget,
        nights: M.nightsRange,
        travellers: M.travellers,
      },
    });
  });
});
