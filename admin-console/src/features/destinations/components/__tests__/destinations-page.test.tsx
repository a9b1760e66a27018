import { screen, waitFor, within } from '@testing-library/react';
import { BOOKING_OFFICE_MESSAGES } from '@tours/shared-ui/schemas';

import { adminScreen, confirmDelete, expectSavedWith } from '../../../../testing/admin-screen';
import { destination } from '../../../../testing/fixtures';
import { DESTINATIONS_TEXTS, QUOTE_PRICES_TEXTS, TRIP_FACTS_TEXTS } from '../../texts';
import { DestinationsPage } from '../destinations-page';

const { backend, renderPage } = adminScreen('manage-destinations', <DestinationsPage />, {
  path: '/destinations',
  body: [destination()],
});

// The list's fetches (the translations' statuses are fetched beside each of them).
const getCount = () =>
  backend().requests.filter((r) => r.method === 'GET' && r.path === '/destinations').length;

describe('DestinationsPage', () => {
  it('lists destinations with their prices in rupees; the form stays closed', async () => {
    renderPage();

    const row = (await screen.findByRole('cell', { name: 'Darjeeling' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '₹12,000 / ₹15,000' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Darjeeling' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Darjeeling' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: DESTINATIONS_TEXTS.titleCreate }),
    ).not.toBeInTheDocument();
  });

  it('creates a destination: required fields, lists, day plan and a slug from the name', async () => {
    backend().on('POST', '/destinations', { status: 201, body: destination({ _id: 'd2' }) });
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.add }));
    expect(
      screen.getByRole('heading', { name: DESTINATIONS_TEXTS.titleCreate }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.submitCreate }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Duration is required.')).toBeInTheDocument();
    expect(backend().writes()).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Digha Beach');
    await user.type(screen.getByLabelText('Map embed URL'), 'https://maps.test/digha');
    await user.type(screen.getByLabelText('Cover image URL'), 'https://img.test/digha.jpg');
    await user.type(screen.getByLabelText('Cover info'), 'Sea and sand');
    await user.type(screen.getByLabelText('Description'), 'A beach town.');
    await user.type(screen.getByLabelText('Duration'), '2 Days');
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    await user.type(screen.getByLabelText('Day 1'), 'Beach walk');
    await user.click(screen.getByRole('button', { name: 'Add price' }));
    await user.type(screen.getByLabelText('Price 1'), '9000');
    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.submitCreate }));

    await expectSavedWith(backend, DESTINATIONS_TEXTS.created, {
      method: 'POST',
      path: '/destinations',
      body: expect.objectContaining({
        name: 'Digha Beach',
        slug: 'digha-beach',
        price: ['9000'],
        highlights: [],
        itinerary: { duration: '2 Days', dayWisePlan: { day1: 'Beach walk' } },
      }),
    });
    expect(
      screen.queryByRole('heading', { name: DESTINATIONS_TEXTS.titleCreate }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(getCount()).toBe(2));
  });

  it('edits a destination filled from its row, saving with PUT; Cancel closes the form', async () => {
    backend().on('PUT', '/destinations/d1', { body: destination() });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Darjeeling' }));
    expect(screen.getByRole('heading', { name: DESTINATIONS_TEXTS.titleEdit })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Darjeeling');
    expect(screen.getByLabelText('Price 2')).toHaveValue('15000');
    expect(screen.getByLabelText('Day 2')).toHaveValue('Tiger Hill');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.queryByRole('heading', { name: DESTINATIONS_TEXTS.titleEdit }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Darjeeling' }));
    await user.click(screen.getByRole('button', { name: 'Remove Price 1' }));
    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.submitEdit }));

    await expectSavedWith(backend, DESTINATIONS_TEXTS.updated, {
      method: 'PUT',
      path: '/destinations/d1',
      body: expect.objectContaining({ name: 'Darjeeling', slug: 'darjeeling', price: ['15000'] }),
    });
  });

  it('edits the prices a quote is estimated from, per category and per child', async () => {
    backend()
      .on('GET', '/destinations', {
        body: [destination({ prices: { Budget: 8000, Deluxe: 12000, Luxury: null, child: null } })],
      })
      .on('PUT', '/destinations/d1', { body: destination() });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Darjeeling' }));
    const prices = screen.getByRole('group', { name: QUOTE_PRICES_TEXTS.legend });
    expect(within(prices).getByLabelText(QUOTE_PRICES_TEXTS.labels.Deluxe)).toHaveValue('12000');
    expect(within(prices).getByLabelText(QUOTE_PRICES_TEXTS.labels.Luxury)).toHaveValue('');

    await user.type(within(prices).getByLabelText(QUOTE_PRICES_TEXTS.labels.child), 'five');
    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.submitEdit }));
    expect(
      await within(prices).findByText(BOOKING_OFFICE_MESSAGES.rupeesNotNegative),
    ).toBeVisible();

    await user.clear(within(prices).getByLabelText(QUOTE_PRICES_TEXTS.labels.child));
    await user.type(within(prices).getByLabelText(QUOTE_PRICES_TEXTS.labels.child), '5000');
    await user.clear(within(prices).getByLabelText(QUOTE_PRICES_TEXTS.labels.Budget));
    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.submitEdit }));

    await expectSavedWith(backend, DESTINATIONS_TEXTS.updated, {
      method: 'PUT',
      path: '/destinations/d1',
      body: expect.objectContaining({
        prices: { Budget: null, Deluxe: 12000, Luxury: null, child: 5000 },
      }),
    });
  });

  it('edits the package facts: themes, nights and days, the season', async () => {
    backend()
      .on('GET', '/destinations', {
        body: [destination({ themes: ['Family'], nights: 3, days: 4, months: [10, 11] })],
      })
      .on('PUT', '/destinations/d1', { body: destination() });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Darjeeling' }));
    const themes = screen.getByRole('group', { name: TRIP_FACTS_TEXTS.themes });
    expect(within(themes).getByRole('checkbox', { name: 'Family' })).toBeChecked();
    expect(screen.getByLabelText(TRIP_FACTS_TEXTS.nights)).toHaveValue('3');
    const season = screen.getByRole('group', { name: TRIP_FACTS_TEXTS.months });
    expect(within(season).getByRole('checkbox', { name: 'October' })).toBeChecked();

    await user.click(within(themes).getByRole('checkbox', { name: 'Religious' }));
    await user.clear(screen.getByLabelText(TRIP_FACTS_TEXTS.nights));
    await user.type(screen.getByLabelText(TRIP_FACTS_TEXTS.nights), '4');
    await user.clear(screen.getByLabelText(TRIP_FACTS_TEXTS.days));
    await user.type(screen.getByLabelText(TRIP_FACTS_TEXTS.days), '5');
    await user.click(within(season).getByRole('checkbox', { name: 'December' }));
    await user.click(within(season).getByRole('checkbox', { name: 'October' }));
    await user.click(screen.getByRole('button', { name: DESTINATIONS_TEXTS.submitEdit }));

    await expectSavedWith(backend, DESTINATIONS_TEXTS.updated, {
      method: 'PUT',
      path: '/destinations/d1',
      body: expect.objectContaining({
        themes: ['Family', 'Religious'],
        nights: 4,
        days: 5,
        months: [11, 12],
      }),
    });
  });

  it('deletes a destination after confirmation, then fetches the list again', async () => {
    backend().on('DELETE', '/destinations/d1', { status: 204 });
    const { user } = renderPage();
    await screen.findByRole('cell', { name: 'Darjeeling' });

    backend().on('GET', '/destinations', { body: [] });
    await confirmDelete(user, 'Delete Darjeeling', DESTINATIONS_TEXTS.deleteConfirm);

    expect(await screen.findByText(DESTINATIONS_TEXTS.deleted)).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([{ method: 'DELETE', path: '/destinations/d1' }]);
    expect(await screen.findByText(DESTINATIONS_TEXTS.empty)).toBeInTheDocument();
  });
});
