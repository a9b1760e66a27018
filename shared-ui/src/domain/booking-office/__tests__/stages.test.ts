import { BOOKING_STAGES } from '../constants';
import {
  BOOKING_STAGE_LABELS,
  STATUS_CHANGE_REFUSALS,
  acceptsPayments,
  changeStatus,
  nextRefundState,
  stageFor,
  statusOfStage,
  type StageFacts,
} from '../stages';

const facts = (overrides: Partial<StageFacts> = {}): StageFacts => ({
  stage: 'provisional',
  quotedTotal: 50000,
  received: 0,
  confirmedByHand: false,
  checkOut: '2026-12-24',
  today: '2026-11-23',
  ...overrides,
});

describe('stage words and status', () => {
  it('names every stage in words', () => {
    expect(BOOKING_STAGES.map((stage) => BOOKING_STAGE_LABELS[stage])).toEqual([
      'Waitlisted',
      'Provisional',
      'Confirmed',
      'Paid',
      'Completed',
      'Cancelled',
      'Released',
    ]);
  });

  it("keeps SPEC's boolean status true exactly for confirmed, paid and completed", () => {
    expect(BOOKING_STAGES.filter(statusOfStage)).toEqual(['confirmed', 'paid', 'completed']);
  });

  it('takes payments except on cancelled and released bookings', () => {
    expect(BOOKING_STAGES.filter((stage) => !acceptsPayments(stage))).toEqual([
      'cancelled',
      'released',
    ]);
  });
});

describe('stageFor', () => {
  it('keeps a waitlisted booking waitlisted whatever is paid, and refuses confirming it by hand', () => {
    expect(stageFor(facts({ stage: 'waitlisted', received: 50000 }))).toBe('waitlisted');
    expect(changeStatus(facts({ stage: 'waitlisted' }), true)).toEqual({
      ok: false,
      reason: STATUS_CHANGE_REFUSALS.waitlisted,
    });
  });

  it('stays provisional below 20% of the quoted total', () => {
    expect(stageFor(facts({ received: 9999 }))).toBe('provisional');
  });

  it('confirms at 20% (rounded up to the rupee) and is paid at the quoted total', () => {
    expect(stageFor(facts({ received: 10000 }))).toBe('confirmed');
    expect(stageFor(facts({ quotedTotal: 50001, received: 10000 }))).toBe('provisional');
    expect(stageFor(facts({ quotedTotal: 50001, received: 10001 }))).toBe('confirmed');
    expect(stageFor(facts({ received: 49999 }))).toBe('confirmed');
    expect(stageFor(facts({ received: 50000 }))).toBe('paid');
    expect(stageFor(facts({ received: 60000 }))).toBe('paid');
  });

  it('moves back after a reversal, but not below a confirmation by hand', () => {
    expect(stageFor(facts({ stage: 'paid', received: 20000 }))).toBe('confirmed');
    expect(stageFor(facts({ stage: 'confirmed', received: 0 }))).toBe('provisional');
    expect(stageFor(facts({ stage: 'confirmed', received: 0, confirmedByHand: true }))).toBe(
      'confirmed',
    );
  });

  it('follows a changed quote', () => {
    expect(stageFor(facts({ stage: 'paid', quotedTotal: 60000, received: 50000 }))).toBe(
      'confirmed',
    );
    expect(stageFor(facts({ stage: 'confirmed', quotedTotal: 40000, received: 40000 }))).toBe(
      'paid',
    );
  });

  it('needs a quoted total above 0 to move on money; by hand it confirms without one', () => {
    expect(stageFor(facts({ quotedTotal: null, received: 5000 }))).toBe('provisional');
    expect(stageFor(facts({ quotedTotal: 0, received: 0 }))).toBe('provisional');
    expect(stageFor(facts({ quotedTotal: null, confirmedByHand: true }))).toBe('confirmed');
  });

  it('completes a confirmed or paid booking the day after check-out, not on it', () => {
    const lastDay = { checkOut: '2026-11-23', today: '2026-11-23' };
    const after = { checkOut: '2026-11-22', today: '2026-11-23' };
    expect(stageFor(facts({ ...lastDay, received: 10000 }))).toBe('confirmed');
    expect(stageFor(facts({ ...after, received: 10000 }))).toBe('completed');
    expect(stageFor(facts({ ...after, received: 50000 }))).toBe('completed');
    expect(stageFor(facts({ ...after, received: 0 }))).toBe('provisional');
  });

  it('never moves a cancelled, released or completed booking', () => {
    for (const stage of ['cancelled', 'released', 'completed'] as const) {
      expect(stageFor(facts({ stage, received: 50000 }))).toBe(stage);
      expect(stageFor(facts({ stage, received: 0 }))).toBe(stage);
    }
  });
});

describe('changeStatus (SPEC toggle)', () => {
  const confirmed = { ok: true, stage: 'confirmed', confirmedByHand: true };
  const provisional = { ok: true, stage: 'provisional', confirmedByHand: false };
  const hasPayments = { ok: false, reason: STATUS_CHANGE_REFUSALS.hasPayments };
  it.each([
    ['true confirms by hand (nothing paid)', {}, true, confirmed],
    [
      'true confirms by hand (paid)',
      { stage: 'paid', received: 50000 },
      true,
      { ok: true, stage: 'paid', confirmedByHand: true },
    ],
    [
      'false returns a confirmed booking with no payments to provisional',
      { stage: 'confirmed', confirmedByHand: true, received: 0 },
      false,
      provisional,
    ],
    ['false leaves a provisional booking provisional', {}, false, provisional],
    [
      'false refuses a confirmed booking with payments',
      { stage: 'confirmed', confirmedByHand: true, received: 2000 },
      false,
      hasPayments,
    ],
    ['false refuses a paid booking', { stage: 'paid', received: 50000 }, false, hasPayments],
  ] as const)('%s', (_case, changes, status, expected) => {
    expect(changeStatus(facts(changes), status)).toEqual(expected);
  });

  it('refuses closed and completed bookings either way', () => {
    for (const status of [true, false]) {
      expect(changeStatus(facts({ stage: 'cancelled' }), status)).toEqual({
        ok: false,
        reason: STATUS_CHANGE_REFUSALS.closed,
      });
      expect(changeStatus(facts({ stage: 'released' }), status)).toEqual({
        ok: false,
        reason: STATUS_CHANGE_REFUSALS.closed,
      });
      expect(changeStatus(facts({ stage: 'completed' }), status)).toEqual({
        ok: false,
        reason: STATUS_CHANGE_REFUSALS.completed,
      });
    }
  });
});

describe('nextRefundState', () => {
  it('goes approved → processed → confirmed, then nowhere', () => {
    expect(nextRefundState('approved')).toBe('processed');
    expect(nextRefundState('processed')).toBe('confirmed');
    expect(nextRefundState('confirmed')).toBeNull();
  });
});
