import { destination } from '../../../testing/fixtures';
import {
  emptyDestinationValues,
  toDestinationFormValues,
  toDestinationInput,
} from '../form-values';

describe('destination form values', () => {
  it('fill the form from a destination, the day plan in day order', () => {
    const values = toDestinationFormValues(
      destination({
        itinerary: {
          duration: '10 days',
          dayWisePlan: { day10: 'Tenth', day2: 'Second', day1: 'First' },
        },
      }),
    );

    expect(values.dayPlans).toEqual(['First', 'Second', 'Tenth']);
    expect(values).toMatchObject({
      name: 'Darjeeling',
      duration: '10 days',
      price: ['12000', '15000'],
    });
    expect(toDestinationFormValues(null)).toBe(emptyDestinationValues);
  });

  it('name the days day1, day2, ..., drop blank list entries and derive an empty slug', () => {
    const result = toDestinationInput({
      ...toDestinationFormValues(destination()),
      name: 'Digha Beach & Sea!',
      slug: '  ',
      price: ['9000', ' '],
      dayPlans: ['Arrive', '', 'Leave'],
    });

    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        slug: 'digha-beach-sea',
        price: ['9000'],
        itinerary: {
          duration: '3 Nights / 4 Days',
          dayWisePlan: { day1: 'Arrive', day2: '', day3: 'Leave' },
        },
      }),
    });
  });

  it('send nights and days as numbers, none when empty, and refuse words', () => {
    const filled = toDestinationInput({
      ...toDestinationFormValues(destination({ nights: 3, days: 4 })),
      themes: ['Family'],
      months: [12, 1],
    });
    expect(filled).toMatchObject({
      ok: true,
      input: { nights: 3, days: 4, themes: ['Family'], months: [1, 12] },
    });
    expect(toDestinationFormValues(destination()).nights).toBe('');
    expect(
      toDestinationInput({ ...toDestinationFormValues(destination()), nights: '', days: '' }),
    ).toMatchObject({ ok: true, input: { nights: null, days: null } });
    expect(
      toDestinationInput({ ...toDestinationFormValues(destination()), nights: 'three' }),
    ).toMatchObject({ ok: false, errors: { nights: expect.any(String) } });
  });

  it('report the required fields of SPEC §5, the duration under its own field', () => {
    const result = toDestinationInput(emptyDestinationValues);

    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(
      ['description', 'duration', 'image', 'info', 'map', 'name'].sort(),
    );
  });

  it('fill the quote prices as text and send them as whole rupees, empty as unset', () => {
    const values = toDestinationFormValues(
      destination({ prices: { Budget: 8000, Deluxe: null, Luxury: 20000, child: 5000 } }),
    );
    expect(values).toMatchObject({
      priceBudget: '8000',
      priceDeluxe: '',
      priceLuxury: '20000',
      priceChild: '5000',
    });
    expect(toDestinationInput({ ...values, priceDeluxe: ' 12000 ' })).toMatchObject({
      ok: true,
      input: { prices: { Budget: 8000, Deluxe: 12000, Luxury: 20000, child: 5000 } },
    });
    expect(toDestinationInput({ ...values, priceChild: '5,000' })).toEqual({
      ok: false,
      errors: { priceChild: 'Enter a whole number of rupees, 0 or more.' },
    });
    expect(toDestinationFormValues(destination({ prices: null })).priceBudget).toBe('');
  });
});
