import { addDays, todayInIst } from '@tours/shared-ui/booking-office';
import { screen, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { departureOverview } from '../../../../testing/departure-fixtures';
import { DEPARTURES_TEXTS as T } from '../../texts';
import { DeparturesSoon } from '../departures-soon';

const { backend, renderPage } = adminScreen('dashboard-card', <DeparturesSoon />);

describe('DeparturesSoon', () => {
  it('lists the departures of the next 7 days with seats left and money due, to their manifests', async () => {
    backend().on('GET', '/departures', {
      body: [departureOverview(), departureOverview({ _id: 'gone', cancelled: true })],
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: T.soonTitle })).closest(
      '.ant-card',
    ) as HTMLElement;
    const link = await within(card).findByRole('link', { name: 'Puri, 12 Oct 2099' });
    expect(link).toHaveAttribute('href', '/admin/departures/dep1/manifest');
    expect(link.closest('li')).toHaveTextContent('31 of 40 seats left · ₹34,000 due');
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    const today = todayInIst();
    expect(backend().requests.at(-1)).toMatchObject({
      path: '/departures',
      query: { from: today, to: addDays(today, 7) },
    });
  });

  it('says when there are none', async () => {
    backend().on('GET', '/departures', { body: [] });
    renderPage();
    expect(await screen.findByText(T.soonNone)).toBeVisible();
  });
});
