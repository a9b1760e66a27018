// The app composes the new booking form with the departures feature's fields (issue 26): a booking
// taken by phone for a group departure, its dates from the departure (shown, not editable), one
// row per traveller.
import { screen, waitFor, within } from '@testing-library/react';

import { NEW_BOOKING_TEXTS } from '../../features/bookings/texts';
import { BOOKING_DEPARTURE_TEXTS as T } from '../../features/departures/texts';
import { adminScreen } from '../../testing/admin-screen';
import { departureOverview } from '../../testing/departure-fixtures';
import { bookingDetail, destination } from '../../testing/fixtures';
import { openNewBooking, sendNewBooking } from '../../testing/new-booking';
import ManageBookingsRoute from '../routes/manage-bookings';

const DEPARTURE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const { backend, renderPage } = adminScreen('manage-bookings', <ManageBookingsRoute />);

describe('New booking of a group departure', () => {
  it('takes the departure’s dates and destination, a pickup point and one row per traveller', async () => {
    backend()
      .on('GET', '/bookings', { body: [] })
      .on('GET', '/destinations', { body: [destination({ _id: 'd2', name: 'Puri' })] })
      .on('GET', '/departures', { body: [departureOverview({ _id: DEPARTURE_ID })] })
      .on('POST', '/bookings', { status: 201, body: bookingDetail({ _id: 'new1' }) });
    const { user, router } = renderPage();

    const form = await openNewBooking(user);
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.name), 'Asha Roy');
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.phone), '9123456780');
    await user.clear(within(form).getByLabelText(NEW_BOOKING_TEXTS.children));
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.children), '1');

    await user.click(within(form).getByRole('combobox', { name: T.departure }));
    await user.click(await screen.findByTitle('Puri, 12 Oct 2099 · 31 seats left'));
    // The departure's dates, shown as text under their labels: no date field to type over.
    await waitFor(() =>
      expect(within(form).getByLabelText(NEW_BOOKING_TEXTS.checkIn)).toHaveTextContent(
        '12 Oct 2099',
      ),
    );
    expect(within(form).getByLabelText(NEW_BOOKING_TEXTS.checkOut)).toHaveTextContent(
      '16 Oct 2099',
    );
    expect(form.querySelector('input[type="date"]')).toBeNull();

    // One adult and one child: two rows.
    await user.type(within(form).getByLabelText(T.travellerName(1)), 'Asha Roy');
    await user.type(within(form).getByLabelText(T.travellerAge(1)), '41');
    await user.click(within(form).getByRole('combobox', { name: T.travellerGender(1) }));
    await user.click((await screen.findAllByTitle('Female')).at(-1)!);
    await user.type(within(form).getByLabelText(T.travellerName(2)), 'Rupa Roy');
    await user.type(within(form).getByLabelText(T.travellerAge(2)), '6');
    await user.click(within(form).getByRole('combobox', { name: T.travellerGender(2) }));
    await user.click((await screen.findAllByTitle('Female')).at(-1)!);
    expect(within(form).queryByLabelText(T.travellerName(3))).toBeNull();

    const body = await sendNewBooking(user, form, { router, backend: backend() });
    expect(body).toMatchObject({
      name: 'Asha Roy',
      destination: 'Puri',
      departureId: DEPARTURE_ID,
      pickupPoint: 'Sonarpur station',
      adults: 1,
      children: 1,
      travellers: [
        { name: 'Asha Roy', age: 41, gender: 'Female' },
        { name: 'Rupa Roy', age: 6, gender: 'Female' },
      ],
    });
    expect(body.checkIn).toBeUndefined();
  });
});
