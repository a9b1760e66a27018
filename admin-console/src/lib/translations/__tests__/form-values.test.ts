import { TRANSLATABLE_FIELDS } from '@tours/shared-ui/translations';

import { toTranslatedFields, toTranslationValues } from '../form-values';

const specs = TRANSLATABLE_FIELDS.destinations;
const english = {
  name: 'Darjeeling',
  info: 'Tea gardens',
  description: 'The Queen of the Hills.',
  highlights: ['Tiger Hill', 'Toy train'],
  itinerary: {
    duration: '4 Nights / 5 Days',
    dayWisePlan: { day2: 'Tiger Hill', day1: 'Arrive', day10: 'Leave' },
  },
  packageInclusions: ['Hotel'],
  packageExclusions: [],
  price: ['16,500 per person (Budget)'],
};
const messages = {
  listIncomplete: (label: string) => `incomplete ${label}`,
  nothing: 'nothing',
};

describe('translation form values', () => {
  it('shows one input per English text, filled with what is stored, days in day order', () => {
    const values = toTranslationValues(specs, english, {
      name: 'দার্জিলিং',
      highlights: ['টাইগার হিল', 'টয় ট্রেন'],
      itinerary: { dayWisePlan: { day1: 'পৌঁছানো' } },
    });

    expect(values).toEqual({
      name: 'দার্জিলিং',
      info: '',
      description: '',
      highlights: ['টাইগার হিল', 'টয় ট্রেন'],
      itinerary: { duration: '', dayWisePlan: { day1: 'পৌঁছানো', day2: '', day10: '' } },
      packageInclusions: [''],
      packageExclusions: [],
      price: [''],
    });
  });

  it('sends what is typed, trimmed, and leaves out what is empty (English on the site)', () => {
    const values = toTranslationValues(specs, english, null);
    const result = toTranslatedFields(
      specs,
      {
        ...values,
        name: '  দার্জিলিং ',
        highlights: ['টাইগার হিল', 'টয় ট্রেন'],
        itinerary: { duration: '', dayWisePlan: { day1: 'পৌঁছানো', day2: ' ', day10: '' } },
      },
      messages,
    );

    expect(result).toEqual({
      ok: true,
      value: {
        name: 'দার্জিলিং',
        highlights: ['টাইগার হিল', 'টয় ট্রেন'],
        itinerary: { dayWisePlan: { day1: 'পৌঁছানো' } },
      },
    });
  });

  it('refuses a list typed in part, and a form with nothing typed', () => {
    const values = toTranslationValues(specs, english, null);

    expect(
      toTranslatedFields(specs, { ...values, highlights: ['টাইগার হিল', ''] }, messages),
    ).toEqual({ ok: false, errors: { highlights: 'incomplete Highlights' } });
    expect(toTranslatedFields(specs, values, messages)).toEqual({
      ok: false,
      errors: { '': 'nothing' },
    });
  });
});
