import { addDays } from '../calendar';
import {
  CANCELLATION_RULES,
  CANCELLATION_TEXTS,
  cancellationRuleFor,
  quoteCancellation,
  refundFor,
  type CancellationQuoteInput,
} from '../cancellation';

const JOURNEY = '2027-03-01';

/** A confirmed booking of ₹50,000 fully paid, cancelled `days` before the journey. */
const quote = (days: number, overrides: Partial<CancellationQuoteInput> = {}) =>
  quoteCancellation({
    journeyDate: JOURNEY,
    on: addDays(JOURNEY, -days),
    tourPrice: 50000,
    received: 50000,
    stage: 'confirmed',
    ...overrides,
  });

describe('CANCELLATION_RULES', () => {
  it('has exactly one band for every day, before and after the journey', () => {
    for (let days = -30; days <= 400; days += 1) {
      const matching = CANCELLATION_RULES.filter(
        ({ minDays, maxDays }) =>
          (minDays === null || days >= minDays) && (maxDays === null || days <= maxDays),
      );
      expect(matching).toHaveLength(1);
      expect(cancellationRuleFor(days)).toBe(matching[0]);
    }
  });
});

describe('quoteCancellation of a confirmed booking (₹50,000, all paid)', () => {
  it.each([
    [365, 1500, 'over-90'],
    [91, 1500, 'over-90'],
    [90, 2000, '61-90'],
    [61, 2000, '61-90'],
    [30, 20000, '25-30'],
    [25, 20000, '25-30'],
    [24, 25000, '20-24'],
    [20, 25000, '20-24'],
    [19, 30000, '15-19'],
    [15, 30000, '15-19'],
    [14, 35000, '10-14'],
    [10, 35000, '10-14'],
    [9, 42500, '6-9'],
    [6, 42500, '6-9'],
    [5, 45000, '4-5'],
    [4, 45000, '4-5'],
    [3, 50000, 'within-72-hours'],
    [0, 50000, 'within-72-hours'],
    [-2, 50000, 'within-72-hours'],
  ])('%d days before: charge %d (%s)', (days, charge, ruleId) => {
    const result = quote(days);
    expect(result).toEqual({
      daysBefore: days,
      charge,
      refund: 50000 - charge,
      rule: cancellationRuleFor(days).text,
      ruleId,
    });
  });

  it('leaves 31 to 60 days to the agency: no charge, no refund, a rule that says so', () => {
    for (const days of [60, 45, 31]) {
      const result = quote(days);
      expect(result).toMatchObject({
        daysBefore: days,
        charge: null,
        refund: null,
        ruleId: '31-60',
      });
      expect(result.rule).toContain('policy sets no charge');
    }
  });

  it('counts Asia/Kolkata calendar days across a month end', () => {
    expect(quote(0, { on: '2027-02-26' })).toMatchObject({ daysBefore: 3, charge: 50000 });
    expect(quote(0, { on: '2027-02-25' })).toMatchObject({ daysBefore: 4, charge: 45000 });
  });

  it('rounds a percentage up to the rupee', () => {
    expect(quote(6, { tourPrice: 12345, received: 12345 })).toMatchObject({
      charge: 10494,
      refund: 1851,
    });
  });
});

describe('quoteCancellation limits', () => {
  it('charges at least ₹1,000 once confirmed', () => {
    const result = quote(25, { tourPrice: 2000, received: 2000 });
    expect(result).toMatchObject({ charge: 1000, refund: 1000 });
    expect(result.rule).toBe(`${cancellationRuleFor(25).text}; ${CANCELLATION_TEXTS.minimum}`);
  });

  it('never charges more than the tour price', () => {
    expect(quote(120, { tourPrice: 1200, received: 1200 })).toMatchObject({
      charge: 1200,
      refund: 0,
      rule: `${cancellationRuleFor(120).text}; ${CANCELLATION_TEXTS.atMostPrice}`,
    });
    // Cheaper than ₹1,000: the whole price, not more.
    expect(quote(25, { tourPrice: 900, received: 900 })).toMatchObject({ charge: 900, refund: 0 });
  });

  it('refunds what was received minus the charge, never below 0', () => {
    expect(quote(25, { received: 10000 })).toMatchObject({ charge: 20000, refund: 0 });
    expect(quote(100, { received: 10000 })).toMatchObject({ charge: 1500, refund: 8500 });
    expect(refundFor(500, 1000)).toBe(0);
  });

  it('without a tour price gives fixed charges, and leaves percentages to the agency', () => {
    expect(quote(100, { tourPrice: null, received: 5000 })).toMatchObject({
      charge: 1500,
      refund: 3500,
    });
    const percent = quote(25, { tourPrice: null, received: 5000 });
    expect(percent).toMatchObject({ charge: null, refund: null, ruleId: '25-30' });
    expect(percent.rule).toContain(CANCELLATION_TEXTS.noPrice);
  });
});

describe('quoteCancellation of a booking not confirmed', () => {
  it('costs nothing and gives back everything received, even within 72 hours', () => {
    for (const stage of ['provisional', 'released'] as const) {
      expect(quote(2, { stage, received: 3000 })).toEqual({
        daysBefore: 2,
        charge: 0,
        refund: 3000,
        rule: CANCELLATION_TEXTS.provisional,
        ruleId: 'provisional',
      });
    }
  });

  it('applies the bands to paid and completed bookings as to confirmed ones', () => {
    expect(quote(20, { stage: 'paid' })).toMatchObject({ charge: 25000 });
    expect(quote(20, { stage: 'completed' })).toMatchObject({ charge: 25000 });
  });
});
