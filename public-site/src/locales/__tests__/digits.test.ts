// The numbers a Bengali or Hindi message takes, in the language's own digits when the site asks
// (NATIVE_DIGITS): a plain '{position}' is written in them, a plural still chooses by the number
// (its exact '=1' case too) and writes '#' in them; Latin digits otherwise. Both forms of a
// message: the ICU source (as Jest has it) and Lingui's compiled form (as the build ships it).
import { compileMessage } from '@lingui/message-utils/compileMessage';

import { createI18n, defineTexts, translate } from '../../lib/i18n';
import '../digits';

const texts = defineTexts('digits-test', {
  position: 'Position {position} on the waitlist',
  seats: '{count, plural, =1 {One seat left} other {# seats left}}',
});
const bengali = {
  'digits-test.position': 'অপেক্ষা-তালিকায় {position} নম্বরে',
  'digits-test.seats': '{count, plural, =1 {একটি আসন বাকি} other {# টি আসন বাকি}}',
};
const compiled = Object.fromEntries(
  Object.entries(bengali).map(([id, message]) => [id, compileMessage(message)]),
);

describe.each([
  ['the ICU source', bengali],
  ['the compiled form', compiled],
])('a Bengali message as %s', (_, catalog) => {
  it('writes its numbers in Bengali digits when asked', () => {
    const i18n = createI18n('bn', catalog, true);
    expect(translate(i18n, texts, 'position', { position: 12 })).toBe('অপেক্ষা-তালিকায় ১২ নম্বরে');
    expect(translate(i18n, texts, 'seats', { count: 1 })).toBe('একটি আসন বাকি');
    expect(translate(i18n, texts, 'seats', { count: 25 })).toBe('২৫ টি আসন বাকি');
  });

  it('keeps Latin digits by default', () => {
    const i18n = createI18n('bn', catalog);
    expect(translate(i18n, texts, 'position', { position: 12 })).toBe('অপেক্ষা-তালিকায় 12 নম্বরে');
    expect(translate(i18n, texts, 'seats', { count: 25 })).toBe('25 টি আসন বাকি');
  });
});

it('Hindi in Devanagari digits; English always Latin', () => {
  expect(translate(createI18n('hi', {}, true), texts, 'position', { position: 3 })).toBe(
    'Position ३ on the waitlist',
  );
  expect(translate(createI18n('en', {}, true), texts, 'position', { position: 3 })).toBe(
    'Position 3 on the waitlist',
  );
});
