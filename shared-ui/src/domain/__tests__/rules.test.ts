import {
  PHONE_MESSAGE,
  isSlug,
  isValidEmail,
  isValidPhone,
  normalizeBlogSlug,
  normalizePhone,
  resolveMediaUrl,
  slugify,
  splitCommaList,
} from '../index';

describe.each([
  [
    'phone',
    isValidPhone,
    ['9876543210', '6000000000', '7123456789', '8999999999'],
    ['5876543210', '987654321', '98765432100', '98765-43210', '+919876543210', ''],
  ],
  [
    'email',
    isValidEmail,
    ['traveller@example.com', 'a.b+trip@mail.co.in'],
    ['traveller', 'traveller@', '@example.com', 'a b@example.com', 'a@example', ''],
  ],
])('%s rule', (_rule, isValid, accepted, refused) => {
  it.each(accepted)('accepts %s', (value) => {
    expect(isValid(value)).toBe(true);
  });
  it.each(refused)('refuses %s', (value) => {
    expect(isValid(value)).toBe(false);
  });
});

describe('phone rule', () => {
  it.each([
    ['+91 98300 12345', '9830012345'],
    ['+919830012345', '9830012345'],
    ['91 98300 12345', '9830012345'],
    ['098300-12345', '9830012345'],
    [' 98300 12345 ', '9830012345'],
    ['9830012345', '9830012345'],
  ])('reads %s as people type it: %s', (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
    expect(isValidPhone(normalizePhone(typed))).toBe(true);
  });
  it.each(['+1 98300 12345', '919830012', '0 5830012345', '91 5830012345'])(
    'leaves %s for the rule to refuse',
    (typed) => {
      expect(isValidPhone(normalizePhone(typed))).toBe(false);
    },
  );

  it('has the message of SPEC §5', () => {
    expect(PHONE_MESSAGE).toBe(
      'Enter a valid 10-digit Indian phone number (starting with 6, 7, 8, or 9).',
    );
  });
});

describe('slug rules', () => {
  it('derives a destination slug from a name (SPEC §3)', () => {
    expect(slugify('Darjeeling & Kalimpong')).toBe('darjeeling-kalimpong');
    expect(slugify('  --Sundarbans Delta!! ')).toBe('sundarbans-delta');
    expect(slugify('Puri (Odisha) 3N/4D')).toBe('puri-odisha-3n-4d');
    expect(slugify('!!!')).toBe('');
  });
  it('normalises a blog slug (SPEC §5)', () => {
    expect(normalizeBlogSlug('  Monsoon in Sikkim ')).toBe('monsoon-in-sikkim');
    expect(normalizeBlogSlug('Top  10 Beaches')).toBe('top-10-beaches');
  });
  it.each(['darjeeling', 'top-10-beaches', 'puri-odisha-3n-4d', 'kalimpong2'])(
    'takes %s as a slug',
    (slug) => {
      expect(isSlug(slug)).toBe(true);
    },
  );
  it.each([
    'fz7q/with/slash',
    'Upper-Case',
    'double--hyphen',
    '-leading',
    'trailing-',
    'with space',
    '../etc/passwd',
    'a?b',
    '',
  ])('refuses %s as a slug', (slug) => {
    expect(isSlug(slug)).toBe(false);
  });
  it('takes every slug it derives from a name', () => {
    for (const name of ['Darjeeling & Kalimpong', 'Puri (Odisha) 3N/4D', 'Café Coffee Day']) {
      expect(isSlug(slugify(name))).toBe(true);
    }
  });
  it('splits comma-separated lists', () => {
    expect(splitCommaList(' hills, tea ,, monsoon ')).toEqual(['hills', 'tea', 'monsoon']);
  });
});

describe('resolveMediaUrl', () => {
  it('serves stored paths from the API origin and leaves absolute URLs alone', () => {
    expect(resolveMediaUrl('/media/a.svg', 'http://localhost:4000/api')).toBe(
      'http://localhost:4000/media/a.svg',
    );
    expect(resolveMediaUrl('https://cdn.example.com/a.jpg', 'http://localhost:4000/api')).toBe(
      'https://cdn.example.com/a.jpg',
    );
  });
});
