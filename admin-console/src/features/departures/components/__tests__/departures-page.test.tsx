import { DEPARTURE_MESSAGES } from '@tours/shared-ui/schemas';
import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { departureOverview } from '../../../../testing/departure-fixtures';
import { bookingDetail } from '../../../../testing/fixtures';
import { pretendNarrowScreen } from '../../../../testing/narrow-screen';
import { DEPARTURES_TEXTS as T } from '../../texts';
import { DeparturesPage } from '../departures-page';

const puri = departureOverview();
const empty = departureOverview({
  _id: 'dep2',
  destination: 'Digha',
  slug: 'digha',
  destinationId: 'd2',
  startDate: '2099-12-24',
  endDate: '2099-12-27',
  seatsSold: 0,
  seatsHeld: 0,
  seatsLeft: 40,
  waitlist: 0,
  received: 0,
  due: 0,
});

const { backend, renderPage } = adminScreen('departures', <DeparturesPage />, {
  path: '/departures',
  body: [puri, empty],
});

beforeEach(() => {
  backend().on('GET', '/destinations', {
    body: [
      {
        _id: 'd1',
        name: 'Puri',
        nights: 4,
        prices: { Budget: 8500, Deluxe: 11000, Luxury: 16000, child: 5000 },
      },
    ],
  });
});

const row = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('DeparturesPage', () => {
  it('lists each departure with its seats, waitlist and money', async () => {
    renderPage();
    await screen.findByRole('cell', { name: 'Puri' });
    const cells = within(row('Puri'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 10)).toEqual([
      '12 Oct 2099 – 16 Oct 2099',
      'Puri',
      '40',
      '6',
      '3',
      '31',
      '2',
      '₹42,500',
      '₹34,000',
      T.open,
    ]);
    expect(within(row('Puri')).getByRole('link', { name: /Manifest: Puri/ })).toHaveAttribute(
      'href',
      '/admin/departures/dep1/manifest',
    );
    // Only the departure with nothing booked offers Delete.
    expect(within(row('Puri')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row('Digha')).getByRole('button', { name: /Delete: Digha/ })).toBeVisible();
  });

  it('creates a departure, its prices filled in from the destination', async () => {
    backend()
      .on('POST', '/destinations/d1/departures', { status: 201, body: puri })
      .on('GET', '/departures/dep1', { body: puri });
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Puri' });
    await user.click(screen.getByRole('button', { name: T.newDeparture }));
    const form = screen.getByRole('region', { name: T.createTitle });

    await user.click(within(form).getByRole('button', { name: T.create }));
    expect(await within(form).findByText(T.destinationPick)).toBeVisible();

    await user.click(within(form).getByRole('combobox', { name: T.destination }));
    await user.click(await screen.findByTitle('Puri'));
    expect(within(form).getByLabelText(T.budget)).toHaveValue('8500');
    await user.type(within(form).getByLabelText(T.startDate), '2099-10-12');
    await user.type(within(form).getByLabelText(T.seats), '40');
    await user.clear(within(form).getByLabelText(T.luxury));
    await user.type(within(form).getByLabelText(T.luxury), '17000');
    await user.type(within(form).getByLabelText(T.pickupPoints), 'Sonarpur station{Enter}Howrah');
    await user.click(within(form).getByRole('button', { name: T.create }));

    await waitFor(() => expect(screen.queryByRole('region', { name: T.createTitle })).toBeNull());
    expect(backend().writes()).toMatchObject([
      {
        method: 'POST',
        path: '/destinations/d1/departures',
        body: {
          startDate: '2099-10-12',
          seats: 40,
          prices: { Budget: 8500, Deluxe: 11000, Luxury: 17000, child: 5000 },
          pickupPoints: ['Sonarpur station', 'Howrah'],
          open: true,
        },
      },
    ]);
    expect(await screen.findByText(T.created)).toBeInTheDocument();
  });

  it('edits the seats and closes it for booking; a refusal is shown on the form', async () => {
    backend().on('PUT', '/departures/dep1', {
      status: 409,
      body: { message: '9 travellers hold seats: seats cannot go below 9.' },
    });
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Puri' });
    await user.click(within(row('Puri')).getByRole('button', { name: /Edit: Puri/ }));
    const form = screen.getByRole('region', { name: /Edit Puri/ });
    expect(within(form).getByLabelText(T.pickupPoints)).toHaveValue('Sonarpur station\nHowrah');

    await user.clear(within(form).getByLabelText(T.seats));
    await user.type(within(form).getByLabelText(T.seats), '4');
    await user.click(within(form).getByRole('checkbox', { name: T.openForBooking }));
    await user.click(within(form).getByRole('button', { name: T.save }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '9 travellers hold seats: seats cannot go below 9.',
    );
    expect(backend().writes()).toMatchObject([
      { method: 'PUT', path: '/departures/dep1', body: { seats: 4, open: false, prices: null } },
    ]);
  });

  it('deletes a departure with nothing booked, after asking', async () => {
    backend().on('DELETE', '/departures/dep2', { status: 204 });
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Digha' });
    await user.click(within(row('Digha')).getByRole('button', { name: /Delete: Digha/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Digha' })).toBeNull());
    expect(backend().writes()).toMatchObject([{ method: 'DELETE', path: '/departures/dep2' }]);
  });

  it('cancels a departure: each booking refunded or moved, confirmed first', async () => {
    const asha = {
      ...bookingDetail({ _id: 'b1', reference: 'SPT-2610-0001', name: 'Asha Roy', stage: 'paid' }),
      adults: 2,
      children: 1,
      departureId: 'dep1',
    };
    const mita = {
      ...bookingDetail({ _id: 'b2', reference: 'SPT-2610-0002', name: 'Mita Pal' }),
      adults: 1,
      children: 0,
      departureId: 'dep1',
    };
    backend()
      .on('GET', '/bookings', { body: [asha, mita] })
      .on('POST', '/departures/dep1/cancel', { body: { ...puri, cancelled: true } });
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Puri' });
    await user.click(within(row('Puri')).getByRole('button', { name: /Cancel departure: Puri/ }));
    const form = await screen.findByRole('region', { name: /Cancel Puri/ });
    const ashaChoice = await within(form).findByRole('radiogroup', {
      name: 'SPT-2610-0001 · Asha Roy · 3 travellers',
    });
    expect(within(ashaChoice).getByRole('radio', { name: T.fullRefund })).toBeChecked();

    await user.click(within(form).getByRole('button', { name: T.confirmCancel }));
    expect(await within(form).findByText(DEPARTURE_MESSAGES.cancelReason)).toBeVisible();

    await user.type(within(form).getByLabelText(T.reason), 'Cyclone warning');
    await user.click(within(ashaChoice).getByRole('radio', { name: /Move to Digha/ }));
    await user.click(within(form).getByRole('button', { name: T.confirmCancel }));
    expect(backend().writes()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: T.confirmOk }));

    await waitFor(() => expect(screen.queryByRole('region', { name: /Cancel Puri/ })).toBeNull());
    expect(backend().writes()).toMatchObject([
      {
        method: 'POST',
        path: '/departures/dep1/cancel',
        body: { reason: 'Cyclone warning', moves: [{ bookingId: 'b1', toDepartureId: 'dep2' }] },
      },
    ]);
  });

  it('says when there are no upcoming departures', async () => {
    backend().on('GET', '/departures', { body: [] });
    renderPage();
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure of the list', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/departures', { status: 500 });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
  });
});

describe('DeparturesPage on a phone', () => {
  beforeEach(() => {
    pretendNarrowScreen();
  });

  it('lists a card per departure instead of the table, each with its figures and actions', async () => {
    const { user } = renderPage();
    const heading = await screen.findByRole('heading', { name: 'Puri, 12 Oct 2099 – 16 Oct 2099' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = heading.closest('li')!;
    expect(card).toHaveTextContent(T.open);
    expect(card).toHaveTextContent(
      'Seats:40Sold:6Held:3Left:31Waitlist:2Received:₹42,500Due:₹34,000',
    );
    expect(within(card).getByRole('link', { name: /Manifest: Puri/ })).toHaveAttribute(
      'href',
      '/admin/departures/dep1/manifest',
    );
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
    const digha = screen.getByRole('heading', { name: /^Digha/ }).closest('li')!;
    expect(within(digha).getByRole('button', { name: /Delete: Digha/ })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: /Edit: Puri/ }));
    expect(screen.getByRole('region', { name: /Edit Puri/ })).toBeVisible();
  });
});
