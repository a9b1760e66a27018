// 'Book this departure' (issue 26): SPEC's booking dialog with the departure chosen: its dates
// fixed, its pickup point, one row of name, age and gender per traveller following the counts, each
// field's message under it; the booking's page after it, and the waitlist when it was full.
import { addDays, formatDay, todayInIst } from '@tours/shared-ui/booking-office';
import type { PublicDeparture } from '@tours/shared-ui/domain';
import { gstinCheckCharacter } from '@tours/shared-ui/gst';
import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';

import { darjeeling, darjeelingDeparture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-with-providers';
import { createTestApi, respondWith } from '../../../testing/test-api';

const START = addDays(todayInIst(), 40);
const END = addDays(START, 4);
const departure: PublicDeparture = { ...darjeelingDeparture, startDate: START, endDate: END };
const DATES = `${formatDay(START)} to ${formatDay(END)}`;
const SCHOOL_GSTIN = `18AAATS1234B1Z${gstinCheckCharacter('18AAATS1234B1Z')}`;

/**
 * The destination page with one departure; the API stores a booking answering `stored`, or refuses
 * it with `refusal` ([status, body]).
 */
async function openDeparture(
  stored: Record<string, unknown> = {},
  refusal?: [status: number, body: unknown],
) {
  const api = createTestApi();
  const posted: unknown[] = [];
  respondWith(api, (config: InternalAxiosRequestConfig) => {
    if (config.url === '/destinations') return [200, [darjeeling]];
    if (config.url === '/destinations/darjeeling/departures') return [200, [departure]];
    if (config.method === 'post' && config.url === '/bookings') {
      posted.push(JSON.parse(String(config.data)));
      if (refusal) return refusal;
      return [201, { _id: '9', reference: 'SPT-2612-0007', stage: 'provisional', ...stored }];
    }
    return [404, { message: 'No booking matches that reference and phone number.' }];
  });
  const view = renderApp({ route: '/destinations/darjeeling', api });
  const book = await screen.findByRole('button', { name: /^Book this departure/ });
  expect(book).toHaveTextContent(`Book this departure: ${DATES}`);
  await view.user.click(book);
  await screen.findByRole('button', { name: 'Submit Booking' });
  const dialog = screen.getByRole('dialog', { name: `Book Your Trip to Darjeeling: ${DATES}` });
  return { ...view, dialog, posted };
}

async function fillBooker(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ananya Sen');
  await user.type(form.getByRole('textbox', { name: 'Phone Number' }), '9876543210');
  await user.clear(form.getByRole('spinbutton', { name: 'Adults' }));
  await user.type(form.getByRole('spinbutton', { name: 'Adults' }), '2');
  await user.type(form.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' }), '1');
  await user.selectOptions(form.getByRole('combobox', { name: 'Hotel Category' }), 'Budget');
}

async function fillTraveller(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  legend: string,
  { name, age, gender }: { name?: string; age: string; gender: string },
) {
  const row = within(within(dialog).getByRole('group', { name: legend }));
  if (name) await user.type(row.getByRole('textbox', { name: `${legend}: Name` }), name);
  await user.type(row.getByRole('spinbutton', { name: `${legend}: Age` }), age);
  await user.selectOptions(row.getByRole('combobox', { name: `${legend}: Gender` }), gender);
}

jest.setTimeout(20_000);

/** Two adults and a six-year-old, with their pickup point: the form filled and sent. */
async function bookFamily(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  pickup: string,
) {
  await fillBooker(user, dialog);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Pickup point/ }), pickup);
  await fillTraveller(user, dialog, 'Traveller 1 (you)', { age: '36', gender: 'Female' });
  await fillTraveller(user, dialog, 'Traveller 2', {
    name: 'Rahul Sen',
    age: '38',
    gender: 'Male',
  });
  await fillTraveller(user, dialog, 'Traveller 3', { name: 'Mitul Sen', age: '6', gender: 'Male' });
  await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
}

describe("Booking a departure (SPEC's dialog with the departure chosen)", () => {
  it('fixes the dates, offers the pickup points and keeps SPEC fields', async () => {
    const { dialog } = await openDeparture();
    const form = within(dialog);
    expect(form.getByLabelText(/^Check-in/)).toHaveValue(START);
    expect(form.getByLabelText(/^Check-in/)).toHaveAttribute('readonly');
    expect(form.getByLabelText(/^Check-out/)).toHaveValue(END);
    expect(form.getByLabelText(/^Check-out/)).toHaveAttribute('readonly');
    expect(form.getByRole('combobox', { name: 'Destination' })).toHaveValue('Darjeeling');
    expect(form.getByRole('combobox', { name: 'Destination' })).toBeDisabled();
    const pickup = form.getByRole('combobox', { name: /^Pickup point/ });
    expect(
      within(pickup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a pickup point', 'Sonarpur station', 'Howrah']);
    for (const label of [
      'Name',
      'Phone Number',
      'Email',
      'Adults',
      'Hotel Category',
      'Your state',
      'GSTIN',
      'Message',
    ])
      expect(form.getAllByLabelText(new RegExp(`^${label}`)).length).toBeGreaterThan(0);
  });

  it('has one row per traveller, following the adults and children counts', async () => {
    const { dialog, user } = await openDeparture();
    const form = within(dialog);
    expect(form.getByRole('group', { name: 'Traveller 1 (you)' })).toBeInTheDocument();
    expect(form.queryByRole('group', { name: 'Traveller 2' })).not.toBeInTheDocument();
    await fillBooker(user, dialog);
    expect(form.getByRole('group', { name: 'Traveller 3' })).toBeInTheDocument();
    // The person booking is the first traveller.
    expect(form.getByRole('textbox', { name: 'Traveller 1 (you): Name' })).toHaveValue(
      'Ananya Sen',
    );
    await user.clear(form.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' }));
    expect(form.queryByRole('group', { name: 'Traveller 3' })).not.toBeInTheDocument();
  });

  it("shows each traveller's messages under their fields and sends nothing", async () => {
    const { dialog, user, posted } = await openDeparture();
    await fillBooker(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    const second = within(within(dialog).getByRole('group', { name: 'Traveller 2' }));
    expect(await second.findByText('Enter the traveller’s name.')).toBeInTheDocument();
    expect(second.getByRole('textbox', { name: 'Traveller 2: Name' })).toHaveAccessibleDescription(
      'Enter the traveller’s name.',
    );
    expect(second.getByText('Enter the traveller’s age in years, from 0 to 120.')).toBeVisible();
    expect(second.getByText(/^Choose the traveller’s gender/)).toBeVisible();
    expect(within(dialog).getByText('Choose one of the departure’s pickup points.')).toBeVisible();
    // The first field to fix has the focus: the pickup point, above the travellers.
    expect(within(dialog).getByRole('combobox', { name: /^Pickup point/ })).toHaveFocus();
    // The booker's name came from Name; their age did not.
    const first = within(within(dialog).getByRole('group', { name: 'Traveller 1 (you)' }));
    expect(first.queryByText('Enter the traveller’s name.')).not.toBeInTheDocument();
    expect(first.getByText('Enter the traveller’s age in years, from 0 to 120.')).toBeVisible();
    // A field's message goes as it is edited.
    await user.type(second.getByRole('textbox', { name: 'Traveller 2: Name' }), 'Rahul Sen');
    expect(second.queryByText('Enter the traveller’s name.')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the departure, its pickup point and the travellers, then opens the booking page', async () => {
    const { dialog, user, posted } = await openDeparture();
    // A school from Assam: its state and GSTIN go with the booking (issue 27).
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Your state' }), 'Assam');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'GSTIN (for a school or company)' }),
      SCHOOL_GSTIN,
    );
    await bookFamily(user, dialog, 'Howrah');
    expect(await screen.findByText('Booking submitted successfully!')).toBeVisible();
    expect(posted).toEqual([
      expect.objectContaining({
        destination: 'Darjeeling',
        checkIn: START,
        checkOut: END,
        adults: 2,
        children: 1,
        departureId: departure._id,
        pickupPoint: 'Howrah',
        stateCode: '18',
        gstin: SCHOOL_GSTIN,
        travellers: [
          { name: 'Ananya Sen', age: 36, gender: 'Female' },
          { name: 'Rahul Sen', age: 38, gender: 'Male' },
          { name: 'Mitul Sen', age: 6, gender: 'Male' },
        ],
      }),
    ]);
    expect(await screen.findByRole('region', { name: 'Booking received' })).toHaveTextContent(
      'SPT-2612-0007',
    );
  });

  it('a full departure: the confirmation says the booking is on its waitlist', async () => {
    const { dialog, user } = await openDeparture({ stage: 'waitlisted', waitlistPosition: 2 });
    await bookFamily(user, dialog, 'Sonarpur station');
    const booked = await screen.findByRole('region', { name: 'Booking received' });
    expect(booked).toHaveTextContent(
      'This departure is full, so your booking is on its waitlist (number 2).',
    );
    expect(booked).not.toHaveTextContent('We hold your booking until');
  });

  // SPEC §8's 'Failed to submit booking.' stays; the server's reason follows it, so the traveller
  // knows what to change, and a field it refused shows its message under that field.
  it("refused by the server: its reason after SPEC's words, the form as typed", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, user, posted } = await openDeparture({}, [
      409,
      { message: 'This departure is closed for booking.' },
    ]);
    await bookFamily(user, dialog, 'Howrah');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to submit booking. This departure is closed for booking.',
    );
    expect(posted).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ananya Sen');
    expect(logged).toHaveBeenCalled();
  });

  it("a field the server refused: its message under the field, SPEC's words above the button", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, user } = await openDeparture({}, [
      400,
      {
        message: 'Please check the highlighted fields.',
        errors: { 'travellers.1.age': 'Enter the traveller’s age in years, from 0 to 120.' },
      },
    ]);
    await bookFamily(user, dialog, 'Howrah');
    const row = within(within(dialog).getByRole('group', { name: 'Traveller 2' }));
    const age = row.getByRole('spinbutton', { name: 'Traveller 2: Age' });
    await waitFor(() =>
      expect(age).toHaveAccessibleDescription('Enter the traveller’s age in years, from 0 to 120.'),
    );
    expect(age).toHaveFocus();
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Failed to submit booking. Please check the highlighted fields.',
    );
  });
});
