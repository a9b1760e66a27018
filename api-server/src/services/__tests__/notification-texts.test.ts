// The traveller's messages in three languages (issue 29, docs/i18n.md): every English message of
// the emails' catalogue (notification-texts/) and of the WhatsApp texts' (shared-ui's
// traveller-texts.ts) has its Bengali and Hindi, written in that script, with exactly the same
// placeholders, so no message goes out half translated or with a value lost; and the WhatsApp
// texts come out in the booking's language with its month names and Latin digits.
import {
  TRAVELLER_TEXTS,
  placeholdersOf as sharedPlaceholdersOf,
  whatsappText,
} from '@tours/shared-ui/booking-office';

import { CATALOGUES, placeholdersOf } from '../notification-texts';

const SCRIPTS = { bn: /[\u0980-\u09FF]/u, hi: /[\u0900-\u097F]/u };
/** Bengali and Devanagari digits: amounts and days are written in Latin digits. */
const NATIVE_DIGITS = /[\u09E6-\u09EF\u0966-\u096F]/u;

const catalogues = [
  { name: 'emails', texts: CATALOGUES, placeholders: placeholdersOf },
  { name: 'WhatsApp texts', texts: TRAVELLER_TEXTS, placeholders: sharedPlaceholdersOf },
];

describe.each(catalogues)('the $name', ({ texts, placeholders }) => {
  const english = texts.en as Record<string, string>;

  it.each(['bn', 'hi'] as const)('in %s have every English message, nothing more', (language) => {
    expect(Object.keys(texts[language]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(['bn', 'hi'] as const)(
    'in %s are written in its script, with the same placeholders and Latin digits',
    (language) => {
      const translated = texts[language] as Record<string, string>;
      for (const [key, text] of Object.entries(english)) {
        const message = translated[key] ?? '';
        expect({ key, placeholders: placeholders(message).sort() }).toEqual({
          key,
          placeholders: placeholders(text).sort(),
        });
        // A text of placeholders and punctuation only (' (paid)' has words) is one of words.
        if (/[A-Za-z]{3}/.test(text.replace(/\{\w+\}/g, ''))) {
          expect({ key, script: SCRIPTS[language].test(message) }).toEqual({ key, script: true });
        }
        expect({ key, nativeDigits: NATIVE_DIGITS.test(message) }).toEqual({
          key,
          nativeDigits: false,
        });
      }
    },
  );
});

describe('a WhatsApp text', () => {
  const facts = {
    siteName: 'Sonarpur Tours & Travels',
    name: 'অর্জুন দাস',
    reference: 'SPT-2612-0042',
    destination: 'Darjeeling',
    checkIn: '2026-12-20',
    amount: 100_000,
    dueOn: '2026-12-05',
    statusUrl: 'https://tours.example/bn/booking-status?reference=SPT-2612-0042',
  };

  it('is in Bengali for a Bengali booking: its month names, ₹ with Indian grouping', () => {
    const text = whatsappText('instalment-request', facts, 'bn');
    expect(text).toBe(
      [
        'নমস্কার অর্জুন দাস,',
        'SPT-2612-0042 বুকিংয়ের (Darjeeling, চেক-ইন 20 ডিসেম্বর, 2026) ভ্রমণ-মূল্যের আরও 40%, ₹1,00,000, 5 ডিসেম্বর, 2026-এর মধ্যে দিতে হবে।',
        'বাকি টাকা ভ্রমণের শুরুতে সেখানেই দেবেন।',
        'আপনার বুকিং: https://tours.example/bn/booking-status?reference=SPT-2612-0042',
        '— Sonarpur Tours & Travels',
      ].join('\n'),
    );
  });

  it('is in Hindi for a Hindi booking', () => {
    const text = whatsappText('instalment-request', { ...facts, name: 'अर्जुन दास' }, 'hi');
    expect(text).toContain('नमस्ते अर्जुन दास,');
    expect(text).toContain('चेक-इन 20 दिसंबर 2026');
    expect(text).toContain('₹1,00,000, 5 दिसंबर 2026 तक चुकाना है।');
  });

  it('stays as it was in English', () => {
    expect(whatsappText('instalment-request', facts)).toContain(
      'for booking SPT-2612-0042 (Darjeeling, check-in 20 December 2026), the further 40% of the tour price, ₹1,00,000, is due by 5 December 2026.',
    );
  });
});
