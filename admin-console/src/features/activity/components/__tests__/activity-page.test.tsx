import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { ACTIVITY_TEXTS } from '../../texts';
import { ActivityPage } from '../activity-page';

const { backend, renderPage } = adminScreen('activity', <ActivityPage />);

const entry = (id: string, summary: string, entity = 'payment') => ({
  id,
  at: '2026-11-23T06:30:00.000Z',
  actor: { uid: 'admin-uid', email: 'admin@example.com' },
  entity,
  entityId: 'x',
  action: 'payment',
  summary,
  changes: { received: { from: 0, to: 25000 } },
});

describe('ActivityPage', () => {
  it('lists the audit log newest first, with who, when (IST) and the changed fields; older on request', async () => {
    const query: unknown[] = [];
    backend().on('GET', '/audit', (request) => {
      query.push(request);
      return query.length === 1
        ? { body: { entries: [entry('9', 'Payment ₹25,000 on SPT-2611-0042')], nextCursor: '9' } }
        : {
            body: {
              entries: [entry('3', 'Quote ₹1,25,000 on SPT-2611-0042', 'booking')],
              nextCursor: null,
            },
          };
    });
    const { user } = renderPage();

    const first = await screen.findByText('Payment ₹25,000 on SPT-2611-0042');
    const item = first.closest('li')!;
    expect(item).toHaveTextContent('23 Nov 2026, 12:00 pm IST · by admin@example.com · Payments');
    expect(within(item).getByRole('list')).toHaveTextContent('received: 0 → 25000');

    await user.click(screen.getByRole('button', { name: ACTIVITY_TEXTS.more }));
    expect(await screen.findByText('Quote ₹1,25,000 on SPT-2611-0042')).toBeInTheDocument();
    expect(screen.getByText('Payment ₹25,000 on SPT-2611-0042')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACTIVITY_TEXTS.more })).not.toBeInTheDocument();
  });

  it('says when the log cannot be fetched', async () => {
    backend().on('GET', '/audit', { status: 500, body: {} });
    renderPage();
    expect(
      await screen.findByText(ACTIVITY_TEXTS.failed, { selector: '.ant-alert *' }),
    ).toBeInTheDocument();
  });

  it('filters by what the entries concern', async () => {
    backend().on('GET', '/audit', { body: { entries: [], nextCursor: null } });
    const { user } = renderPage();
    await screen.findByText(ACTIVITY_TEXTS.empty);

    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('Holidays'));
    await waitFor(() => expect(backend().requests.length).toBe(2));
  });
});
