import { addDays, todayInIst } from '@tours/shared-ui/booking-office';
import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../../testing/render-with-providers';

/** The Refund Policy page's calculator. */
async function openCalculator() {
  const view = renderApp({ route: '/refund-policy' });
  const calculator = await screen.findByRole('region', { name: 'Cancellation charge calculator' });
  return { ...view, calculator: within(calculator) };
}

/** A confirmed booking cancelled today; `paid` defaults to the whole price. */
async function calculate(daysAhead: number, price: string, paid = price) {
  const { user, calculator } = await openCalculator();
  await user.type(calculator.getByLabelText(/^Journey date/), addDays(todayInIst(), daysAhead));
  await user.type(calculator.getByRole('spinbutton', { name: 'Tour price (₹)' }), price);
  await user.type(calculator.getByRole('spinbutton', { name: 'Paid so far (₹)' }), paid);
  await user.click(calculator.getByRole('button', { name: 'Calculate' }));
  const result = await calculator.findByRole('region', { name: 'If you cancel today' });
  return Object.fromEntries(
    within(result)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('Cancellation charge calculator (Refund Policy)', () => {
  it.each([
    [
      '30 days before: the 30-25 band, 40% of the price, with Indian grouping',
      30,
      '125000',
      {
        'Days before the journey': '30',
        'Cancellation charge': '₹50,000',
        Refund: '₹75,000',
        Rule: '30 to 25 days before the journey: 40% of the tour price',
      },
    ],
    [
      '91 days before: ₹1,500 (the edge with the ₹2,000 band)',
      91,
      '40000',
      {
        'Days before the journey': '91',
        'Cancellation charge': '₹1,500',
        Refund: '₹38,500',
        Rule: 'More than 90 days before the journey: ₹1,500',
      },
    ],
    [
      '90 days before: ₹2,000',
      90,
      '40000',
      {
        'Days before the journey': '90',
        'Cancellation charge': '₹2,000',
        Refund: '₹38,000',
        Rule: '61 to 90 days before the journey: ₹2,000',
      },
    ],
    [
      '31 days before: the policy is silent, so the agency decides (no amount invented)',
      31,
      '40000',
      {
        'Days before the journey': '31',
        'Cancellation charge': 'Decided by the agency: please ask us',
        Refund: 'Decided by the agency: please ask us',
        Rule: '31 to 60 days before the journey: the policy sets no charge, so the agency decides it',
      },
    ],
    [
      'within 72 hours: the whole price, no refund',
      3,
      '40000',
      {
        'Days before the journey': '3',
        'Cancellation charge': '₹40,000',
        Refund: '₹0',
        Rule: 'Within 72 hours of the journey (3 days or less): no refund',
      },
    ],
    [
      'never less than ₹1,000 once confirmed, and says so',
      25,
      '2000',
      {
        'Days before the journey': '25',
        'Cancellation charge': '₹1,000',
        Refund: '₹1,000',
        Rule: '30 to 25 days before the journey: 40% of the tour price; at least ₹1,000 once the booking is confirmed',
      },
    ],
  ])('%s', async (_title, days, price, expected) => {
    expect(await calculate(days, price)).toEqual(expected);
  });

  it.each([
    [
      '75 days before, ₹8,000 paid of ₹40,000: the ₹2,000 charge leaves ₹6,000',
      75,
      '₹2,000',
      '₹6,000',
    ],
    [
      '28 days before, ₹8,000 paid: a ₹16,000 charge leaves nothing, never less',
      28,
      '₹16,000',
      '₹0',
    ],
  ])('refunds only what was paid: %s', async (_title, days, charge, refund) => {
    expect(await calculate(days, '40000', '8000')).toMatchObject({
      'Cancellation charge': charge,
      Refund: refund,
    });
  });

  it('asks for what was paid: from 0 up to the tour price', async () => {
    const { user, calculator } = await openCalculator();
    await user.type(calculator.getByLabelText(/^Journey date/), addDays(todayInIst(), 40));
    await user.type(calculator.getByRole('spinbutton', { name: 'Tour price (₹)' }), '40000');
    const paid = calculator.getByRole('spinbutton', { name: 'Paid so far (₹)' });
    await user.type(paid, '50000');
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    expect(paid).toHaveAccessibleDescription(
      'Enter what you have paid in whole rupees, from 0 up to the tour price.',
    );
    expect(paid).toHaveFocus();
    expect(calculator.queryByRole('region', { name: 'If you cancel today' })).toBeNull();
  });

  it('asks for a journey date from today on and a price in whole rupees', async () => {
    const { user, calculator } = await openCalculator();
    await user.type(calculator.getByLabelText(/^Journey date/), addDays(todayInIst(), -1));
    await user.type(calculator.getByRole('spinbutton', { name: 'Tour price (₹)' }), '0');
    await user.click(calculator.getByRole('button', { name: 'Calculate' }));
    expect(calculator.getByLabelText(/^Journey date/)).toHaveAccessibleDescription(
      'Enter the journey date, today or later.',
    );
    expect(calculator.getByLabelText(/^Journey date/)).toHaveFocus();
    expect(
      calculator.getByRole('spinbutton', { name: 'Tour price (₹)' }),
    ).toHaveAccessibleDescription('Enter the tour price in whole rupees, more than 0.');
    expect(calculator.queryByRole('region', { name: 'If you cancel today' })).toBeNull();
  });
});
