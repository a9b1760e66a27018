import {
  departureEndDate,
  nextTwelveMonths,
  nightsRange,
  seatAvailability,
  seatsLeftText,
} from '../trips';

describe('departures and the trip finder', () => {
  it('ends a departure the number of nights after it starts, across a month', () => {
    expect(departureEndDate('2026-10-12', 4)).toBe('2026-10-16');
    expect(departureEndDate('2026-12-30', 3)).toBe('2027-01-02');
  });

  it.each([
    [40, 'InStock', '40 seats left'],
    [6, 'InStock', '6 seats left'],
    [5, 'LimitedAvailability', '5 seats left'],
    [1, 'LimitedAvailability', '1 seat left'],
    [0, 'SoldOut', 'Full: join the waitlist'],
  ])('%i seats left: %s, "%s"', (seats, availability, text) => {
    expect(seatAvailability(seats)).toBe(availability);
    expect(seatsLeftText(seats)).toBe(text);
  });

  it('reads a nights filter as bounds', () => {
    expect(nightsRange('3-5')).toEqual({ min: 3, max: 5 });
    expect(nightsRange('4')).toEqual({ min: 4, max: 4 });
    expect(nightsRange('5-3')).toBeNull();
    expect(nightsRange('three')).toBeNull();
  });

  it('offers the next twelve months from this one, over the new year', () => {
    const months = nextTwelveMonths('2026-11-27');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-11');
    expect(months[2]).toBe('2027-01');
    expect(months[11]).toBe('2027-10');
  });
});
