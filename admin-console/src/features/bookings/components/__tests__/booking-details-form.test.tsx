import { GSTIN_MESSAGES } from '@tours/shared-ui/gst';
import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';
import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { chooseDestination } from '../../../../testing/choose-destination';
import { bookingDetail, destination, SCHEDULE } from '../../../../testing/fixtures';
import { DETAILS_TEXTS, NEW_BOOKING_TEXTS, SECTION_TITLES } from '../../texts';
import { BookingPage } from '../booking-page';

const { backend, renderPage } = adminScreen('bookings/:id', <BookingPage />);

const prices = { Budget: 8000, Deluxe: 12000, Luxury: 20000, child: 5000 };

async function openForm(booking = bookingDetail({ schedule: SCHEDULE, received: 25000 })) {
  backend()
    .on('GET', '/bookings/b1', { body: booking })
    .on('GET', '/destinations', {
      body: [
        destination({ prices }),
        destination({ _id: 'd2', name: 'Puri', prices: { ...prices, Deluxe: 9000 } }),
      ],
    });
  const rendered = renderPage('/admin/bookings/b1');
  const details = await screen.findByRole('region', { name: SECTION_TITLES.details });
  await rendered.user.click(within(details).getByRole('button', { name: DETAILS_TEXTS.open }));
  const form = within(details).getByRole('region', { name: DETAILS_TEXTS.title });
  return { ...rendered, form };
}

describe('BookingPage: changing the details', () => {
  it('shows the effect on the quote and the schedule, then PUTs only what changed', async () => {
    const { user, form } = await openForm();
    const effect = within(form).getByRole('region', { name: DETAILS_TEXTS.effect });
    // 2 adults and 1 child in Deluxe at Darjeeling: 2 × 12,000 + 5,000.
    expect(await within(effect).findByText(DETAILS_TEXTS.estimate('₹29,000'))).toBeVisible();
    expect(effect).toHaveTextContent(DETAILS_TEXTS.quoted('₹1,25,000'));

    await chooseDestination(user, form, 'Puri');
    const checkIn = within(form).getByLabelText(NEW_BOOKING_TEXTS.checkIn);
    await user.clear(checkIn);
    await user.type(checkIn, '2099-06-01');
    const checkOut = within(form).getByLabelText(NEW_BOOKING_TEXTS.checkOut);
    await user.clear(checkOut);
    await user.type(checkOut, '2099-06-05');

    expect(await within(effect).findByText(DETAILS_TEXTS.estimate('₹23,000'))).toBeVisible();
    // The further 40% moves with the journey: 15 days before it, as the stored schedule says.
    const preview = within(effect).getByRole('table', { name: DETAILS_TEXTS.scheduleCaption });
    expect(preview).toHaveTextContent('Further 40% before the journey₹50,00017 May 2099To pay');

    backend().on('PUT', '/bookings/b1', {
      body: bookingDetail({ destination: 'Puri', checkIn: '2099-06-01', checkOut: '2099-06-05' }),
    });
    await user.click(within(form).getByRole('button', { name: DETAILS_TEXTS.submit }));

    await waitFor(() =>
      expect(screen.getByRole('region', { name: SECTION_TITLES.details })).toHaveTextContent(
        'Destination:Puri',
      ),
    );
    expect(screen.queryByRole('region', { name: DETAILS_TEXTS.title })).not.toBeInTheDocument();
    expect(backend().writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/bookings/b1',
        body: { destination: 'Puri', checkIn: '2099-06-01', checkOut: '2099-06-05' },
      }),
    ]);
  });

  it('sends nothing when nothing changed, or a check-out before the check-in', async () => {
    const { user, form } = await openForm();

    await user.click(within(form).getByRole('button', { name: DETAILS_TEXTS.submit }));
    expect(await within(form).findByText(DETAILS_TEXTS.unchanged)).toBeVisible();

    const checkOut = within(form).getByLabelText(NEW_BOOKING_TEXTS.checkOut);
    await user.clear(checkOut);
    await user.type(checkOut, '2099-04-01');
    await user.click(within(form).getByRole('button', { name: DETAILS_TEXTS.submit }));
    expect(await within(form).findByText('Check-out cannot be before check-in.')).toBeVisible();
    expect(backend().writes()).toEqual([]);
  });

  it("shows the server's field texts under the fields (400) and its sentence (409)", async () => {
    const { user, form } = await openForm();
    backend().on('PUT', '/bookings/b1', {
      status: 400,
      body: { message: 'Check the fields.', errors: { name: 'Name is too short.' } },
    });
    const name = within(form).getByLabelText(NEW_BOOKING_TEXTS.name);
    await user.clear(name);
    await user.type(name, 'Al');
    await user.click(within(form).getByRole('button', { name: DETAILS_TEXTS.submit }));
    expect(await within(form).findByText('Name is too short.')).toBeVisible();

    backend().on('PUT', '/bookings/b1', {
      status: 409,
      body: { message: BOOKING_OFFICE_ERRORS.detailsClosed },
    });
    await user.click(within(form).getByRole('button', { name: DETAILS_TEXTS.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      BOOKING_OFFICE_ERRORS.detailsClosed,
    );
  });

  it('offers no change of a cancelled booking', async () => {
    backend().on('GET', '/bookings/b1', { body: bookingDetail({ stage: 'cancelled' }) });
    renderPage('/admin/bookings/b1');
    const details = await screen.findByRole('region', { name: SECTION_TITLES.details });
    expect(details).toHaveTextContent(DETAILS_TEXTS.closed);
    expect(
      within(details).queryByRole('button', { name: DETAILS_TEXTS.open }),
    ).not.toBeInTheDocument();
  });

  it('shows the language the booking was made in, in its own script (issue 29)', async () => {
    backend().on('GET', '/bookings/b1', { body: bookingDetail({ language: 'bn' }) });
    renderPage('/admin/bookings/b1');
    const details = await screen.findByRole('region', { name: SECTION_TITLES.details });
    expect(details).toHaveTextContent('Language:বাংলা');
    expect(within(details).getByText('বাংলা')).toHaveAttribute('lang', 'bn');
  });

  it("changes the traveller's state and GSTIN (GST's place of supply), checking the GSTIN as typed", async () => {
    const { user, form } = await openForm();
    const details = screen.getByRole('region', { name: SECTION_TITLES.details });
    expect(details).toHaveTextContent('State:West Bengal (19)');
    expect(details).toHaveTextContent('GSTIN:—');

    await user.click(within(form).getByRole('combobox', { name: NEW_BOOKING_TEXTS.stateCode }));
    await user.type(
      within(form).getByRole('combobox', { name: NEW_BOOKING_TEXTS.stateCode }),
      'Odi',
    );
    await user.click(await screen.findByTitle('Odisha (21)'));
    const gstin = within(form).getByLabelText(NEW_BOOKING_TEXTS.gstin);
    await user.type(gstin, '21AAPFU0939F1Z8');
    expect(await within(form).findByText(GSTIN_MESSAGES.checkDigit)).toBeVisible();
    await user.clear(gstin);
    await user.type(gstin, '21aapfu0939f1z7');
    expect(await within(form).findByText('Valid GSTIN, registered in Odisha (21).')).toBeVisible();

    backend().on('PUT', '/bookings/b1', {
      body: bookingDetail({ stateCode: '21', gstin: '21AAPFU0939F1Z7' }),
    });
    await user.click(within(form).getByRole('button', { name: DETAILS_TEXTS.submit }));

    await waitFor(() =>
      expect(screen.getByRole('region', { name: SECTION_TITLES.details })).toHaveTextContent(
        'State:Odisha (21)',
      ),
    );
    expect(backend().writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/bookings/b1',
        body: { stateCode: '21', gstin: '21AAPFU0939F1Z7' },
      }),
    ]);
  });
});
