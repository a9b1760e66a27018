import { screen, within } from '@testing-library/react';

import { adminScreen, expectEmptyAndFailed } from '../../../../testing/admin-screen';
import { moneyDueRow } from '../../../../testing/fixtures';
import { pretendNarrowScreen } from '../../../../testing/narrow-screen';
import { MONEY_DUE_TEXTS as T } from '../../texts';
import { MoneyDuePage } from '../money-due-page';

const { backend, renderPage } = adminScreen('money-due', <MoneyDuePage />);

const overdue = moneyDueRow();
const soon = moneyDueRow({
  _id: 'b2',
  reference: 'SPT-2611-0010',
  name: 'Mita Pal',
  phone: '12345',
  kind: 'before-journey',
  amount: 50000,
  dueOn: '2026-12-02',
  overdue: false,
});

describe('MoneyDuePage', () => {
  it('lists each instalment due with its booking, amount, day in words and overdue mark', async () => {
    backend().on('GET', '/bookings/money-due', { body: [overdue, soon] });
    renderPage();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'SPT-2611-0009',
        'Asha Roy',
        '9876543210',
        'Deposit (20%) to confirm',
        '₹25,000',
        `25 November 2026${T.overdue}`,
        T.remind,
      ],
      [
        'SPT-2611-0010',
        'Mita Pal',
        '12345',
        'Further 40% before the journey',
        '₹50,000',
        '2 December 2026',
        T.noWhatsApp,
      ],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'SPT-2611-0009' })).toHaveAttribute(
      'href',
      '/admin/bookings/b1',
    );
  });

  it("opens WhatsApp with the deposit request's text for the row", async () => {
    backend().on('GET', '/bookings/money-due', { body: [overdue] });
    renderPage();

    const remind = await screen.findByRole('link', {
      name: T.remindLabel('Asha Roy', 'SPT-2611-0009'),
    });
    const href = new URL(remind.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/919876543210');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('Namaskar Asha Roy,');
    expect(text).toContain('please pay the deposit of ₹25,000');
    expect(text).toContain('(Darjeeling, check-in 20 December 2026)');
    expect(remind).toHaveAttribute('target', '_blank');
  });

  it('says when nothing is due, and when the list cannot be fetched', () =>
    expectEmptyAndFailed({ backend, renderPage }, '/bookings/money-due', {
      empty: T.empty,
      failed: T.failed,
      notified: false,
    }));

  it('shows cards on a phone', async () => {
    pretendNarrowScreen();
    backend().on('GET', '/bookings/money-due', { body: [overdue] });
    renderPage();

    const card = (await screen.findByRole('link', { name: 'SPT-2611-0009' })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('₹25,000 · 25 November 2026Overdue');
    expect(
      within(card).getByRole('link', { name: T.remindLabel('Asha Roy', 'SPT-2611-0009') }),
    ).toBeVisible();
  });
});
