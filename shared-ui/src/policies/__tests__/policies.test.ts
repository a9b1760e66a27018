import { TRANSLATABLE_FIELDS, translatableFieldsOf, translationStatus } from '../../translations';
import {
  isPolicyId,
  marksMismatch,
  messageMarks,
  POLICY_IDS,
  POLICY_TEXTS_EN,
  policyEnglish,
} from '..';

describe('the policy pages', () => {
  it('are the three pages, each with its own paragraphs', () => {
    expect(POLICY_IDS).toEqual(['terms', 'privacy', 'refund']);
    expect(isPolicyId('terms')).toBe(true);
    expect(isPolicyId('toString')).toBe(false);
    const keys = POLICY_IDS.flatMap((policy) => Object.keys(POLICY_TEXTS_EN[policy]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(policyEnglish('terms').paymentsDeposit).toBe(
      'A booking is confirmed on receipt of {deposit}% of the total tour cost.',
    );
  });

  it("translate as records of kind 'policies', a page only its own paragraphs", () => {
    const terms = translatableFieldsOf('policies', policyEnglish('terms'));
    expect(terms.map(({ name }) => name)).toEqual(Object.keys(POLICY_TEXTS_EN.terms));
    expect(terms.find(({ name }) => name === 'generalIntro')).toEqual({
      name: 'generalIntro',
      kind: 'long-text',
      label: 'General intro',
    });
    expect(terms.find(({ name }) => name === 'termsTitle')?.kind).toBe('text');
    // Other kinds have every field, whatever the record holds.
    expect(translatableFieldsOf('popular', {})).toBe(TRANSLATABLE_FIELDS.popular);
    expect(translationStatus(policyEnglish('refund'), { refundTitle: 'রিফান্ড নীতি' })).toBe(
      'partial',
    );
  });
});

describe('the marks a translation keeps', () => {
  it('are the values and tags, in the order they come', () => {
    expect(
      messageMarks('Write to <email/> or read the <terms>Terms</terms> ({ deposit }%)'),
    ).toEqual(['<email/>', '<terms>', '</terms>', '{deposit}']);
  });

  it('are compared both ways', () => {
    expect(marksMismatch('{deposit}% to <email/>', '<email/>-এ {deposit}%')).toEqual({
      missing: [],
      extra: [],
    });
    expect(marksMismatch('{deposit}% to <email/>', '{holdDays} <strong>দিন</strong>')).toEqual({
      missing: ['{deposit}', '<email/>'],
      extra: ['{holdDays}', '<strong>', '</strong>'],
    });
  });
});
