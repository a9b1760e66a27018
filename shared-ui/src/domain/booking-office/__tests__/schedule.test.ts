import { instalmentDue, paymentSchedule } from '../schedule';

describe('paymentSchedule (Terms, Booking and Payments; SPEC §9)', () => {
  const base = { depositDueOn: '2026-11-30', checkIn: '2027-01-10' };

  it('splits ₹40,000 into 20% to confirm, 40% fifteen days before, the balance on site', () => {
    expect(paymentSchedule({ ...base, quotedTotal: 40_000, received: 0 })).toEqual([
      {
        kind: 'deposit',
        label: 'Deposit (20%) to confirm',
        amount: 8_000,
        dueOn: '2026-11-30',
        paid: false,
      },
      {
        kind: 'before-journey',
        label: 'Further 40% before the journey',
        amount: 16_000,
        dueOn: '2026-12-26',
        paid: false,
      },
      {
        kind: 'on-site',
        label: 'Balance on site at the start of the tour',
        amount: 16_000,
        dueOn: '2027-01-10',
        paid: false,
      },
    ]);
  });

  it('rounds the shares up to the rupee and still adds up to the total', () => {
    const schedule = paymentSchedule({ ...base, quotedTotal: 22_901, received: 0 });
    expect(schedule.map((step) => step.amount)).toEqual([4_581, 9_160, 9_160]);
    expect(schedule.reduce((sum, step) => sum + step.amount, 0)).toBe(22_901);
  });

  it('marks an instalment paid when the money received covers it and those before it', () => {
    const paid = (received: number) =>
      paymentSchedule({ ...base, quotedTotal: 40_000, received }).map((step) => step.paid);
    expect(paid(7_999)).toEqual([false, false, false]);
    expect(paid(8_000)).toEqual([true, false, false]);
    expect(paid(23_999)).toEqual([true, false, false]);
    expect(paid(24_000)).toEqual([true, true, false]);
    expect(paid(40_000)).toEqual([true, true, true]);
  });

  it('follows the office setting, never asking for the 40% before the deposit', () => {
    const dueOn = (beforeJourneyDays: number, checkIn: string) =>
      paymentSchedule({ ...base, checkIn, beforeJourneyDays, quotedTotal: 10_000, received: 0 })[1]
        ?.dueOn;
    expect(dueOn(30, '2027-01-10')).toBe('2026-12-11');
    expect(dueOn(15, '2026-12-05')).toBe('2026-11-30');
  });

  it('has no schedule without a quote, and the instalment due is the first unpaid one', () => {
    expect(paymentSchedule({ ...base, quotedTotal: null, received: 0 })).toEqual([]);
    expect(paymentSchedule({ ...base, quotedTotal: 0, received: 0 })).toEqual([]);
    const schedule = paymentSchedule({ ...base, quotedTotal: 40_000, received: 8_000 });
    expect(instalmentDue(schedule)?.kind).toBe('before-journey');
    expect(
      instalmentDue(paymentSchedule({ ...base, quotedTotal: 40_000, received: 40_000 })),
    ).toBeNull();
  });
});
