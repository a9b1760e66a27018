import type { Destination } from '@tours/shared-ui/domain';
import { addDays, todayInIst } from '@tours/shared-ui/booking-office';
import { GSTIN_MESSAGES, GST_STATES, gstinCheckCharacter } from '@tours/shared-ui/gst';
import { screen, waitFor, within } from '@testing-library/react';

import { initialListState } from '../../../lib/list-state';
import { bareDestination } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-with-providers';
import { createTestApi, deferred, respondWith } from '../../../testing/test-api';

const PHONE_MESSAGE = 'Enter a valid 10-digit Indian phone number (starting with 6, 7, 8, or 9).';

const list = [bareDestination('Darjeeling', 'darjeeling'), bareDestination('Digha', 'digha')];

/** The site frame on a page without fetches of its own, the booking dialog opened by Book Now. */
async function openBooking(listAnswer: () => Promise<unknown> = () => Promise.resolve(list)) {
  const api = createTestApi();
  const listSpy = jest.spyOn(api.destinations, 'list').mockImplementation(listAnswer);
  const view = renderApp({ route: '/nowhere', api });
  await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' });
  await view.user.click(screen.getByRole('button', { name: 'Book Now' }));
  // The dialog's contents are downloaded when it first opens: wait for the form.
  await screen.findByRole('button', { name: 'Submit Booking' });
  const dialog = screen.getByRole('dialog', { name: 'Book Your Trip' });
  return { ...view, dialog, listSpy };
}

/** Days to come (Asia/Kolkata): the form refuses a check-in in the past. */
const CHECK_IN = addDays(todayInIst(), 30);
const CHECK_OUT = addDays(todayInIst(), 33);

async function fillValidBooking(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  phone = '9876543210',
) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'Ananya Sen');
  await user.type(form.getByRole('textbox', { name: 'Phone Number' }), phone);
  await user.selectOptions(await form.findByRole('combobox', { name: 'Destination' }), 'Digha');
  await user.type(form.getByLabelText(/^Check-in/), CHECK_IN);
  await user.type(form.getByLabelText(/^Check-out/), CHECK_OUT);
  await user.clear(form.getByRole('spinbutton', { name: 'Adults' }));
  await user.type(form.getByRole('spinbutton', { name: 'Adults' }), '2');
  await user.type(form.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' }), '1');
  await user.selectOptions(form.getByRole('combobox', { name: 'Hotel Category' }), 'Deluxe');
  await user.type(form.getByRole('textbox', { name: 'Message' }), 'Sea-facing room, please.');
}

describe('Booking dialog (SPEC §2 Shared dialog, §4, §5, §8)', () => {
  it('fetches the destinations when it opens with an empty list, showing "Loading..." meanwhile', async () => {
    const pending = deferred<unknown>();
    const { dialog, listSpy } = await openBooking(() => pending.promise);
    const select = within(dialog).getByRole('combobox', { name: 'Destination' });
    expect(listSpy).toHaveBeenCalledTimes(1);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Loading...']);

    pending.resolve(list);
    await within(select).findByRole('option', { name: 'Darjeeling' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a destination', 'Darjeeling', 'Digha']);
  });

  it('shows "Error loading destinations" when the list cannot be fetched', async () => {
    const { dialog } = await openBooking(() => Promise.reject(new Error('offline')));
    const select = within(dialog).getByRole('combobox', { name: 'Destination' });
    expect(await within(select).findByRole('option', { name: 'Error loading destinations' }));
    expect(within(select).getAllByRole('option')).toHaveLength(1);
  });

  it('does not fetch again when the list is already there, and pre-fills the selected destination', async () => {
    const api = createTestApi();
    const listSpy = jest.spyOn(api.destinations, 'list');
    renderApp({
      route: '/nowhere',
      api,
      preloadedState: {
        destinations: {
          ...initialListState<Destination>(),
          items: list,
          loaded: true,
          selected: null,
        },
        modal: {
          isOpen: true,
          content: {
            title: 'Book Your Trip to Digha Price: ₹9,999',
            description: 'Feel free to reach out for booking your dream destinations.',
            type: 'booking',
            selectedDestination: 'Digha',
          },
        },
      },
    });
    await screen.findByRole('button', { name: 'Submit Booking' });
    const dialog = screen.getByRole('dialog', { name: 'Book Your Trip to Digha Price: ₹9,999' });
    expect(within(dialog).getByRole('combobox', { name: 'Destination' })).toHaveValue('Digha');
    expect(listSpy).not.toHaveBeenCalled();
  });

  it('has every field of the booking request, with the children age band and the hotel categories', async () => {
    const { dialog } = await openBooking();
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: 'Name' })).toBeRequired();
    // The national number's autofill token (valid on a text input, not on type="tel"); the phone
    // keypad (digits and +), and room for a number typed with +91 and spaces (issue 25).
    const phone = form.getByRole('textbox', { name: 'Phone Number' });
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('maxlength', '20');
    expect(phone).toBeRequired();
    // Optional (issue 14), right after the phone number.
    const email = form.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).not.toBeRequired();
    expect(email).toHaveAccessibleDescription('(optional)');
    expect(phone.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      email.compareDocumentPosition(form.getByRole('combobox', { name: 'Destination' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(form.getByLabelText(/^Check-in/)).toHaveAttribute('type', 'date');
    expect(form.getByLabelText(/^Check-out/)).toHaveAttribute('type', 'date');
    expect(form.getByRole('spinbutton', { name: 'Adults' })).toHaveAttribute('min', '1');
    expect(form.getByRole('spinbutton', { name: 'Children (5 - 8 Yrs)' })).not.toBeRequired();
    const category = form.getByRole('combobox', { name: 'Hotel Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category', 'Budget', 'Deluxe', 'Luxury']);
    const message = form.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '2');
    expect(message).not.toBeRequired();
    await form.findByRole('option', { name: 'Digha' });
  });

  it("asks the traveller's state (every state and union territory by name, West Bengal first chosen) and an optional GSTIN", async () => {
    const { dialog } = await openBooking();
    const form = within(dialog);
    const state = form.getByRole('combobox', { name: 'Your state' });
    expect(state).toHaveValue('19');
    expect(within(state).getByRole('option', { selected: true })).toHaveTextContent('West Bengal');
    expect(state).toHaveAccessibleDescription(
      'The state or union territory you live in: it decides the tax on your bill.',
    );
    const names = within(state)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toHaveLength(GST_STATES.length);
    expect(names.slice(0, 3)).toEqual([
      'Andaman and Nicobar Islands',
      'Andhra Pradesh',
      'Arunachal Pradesh',
    ]);
    expect(names).toContain('Odisha');
    const gstin = form.getByRole('textbox', { name: 'GSTIN (for a school or company)' });
    expect(gstin).not.toBeRequired();
    expect(gstin).toHaveAccessibleDescription('(optional)');
    await form.findByRole('option', { name: 'Digha' });
  });

  it("refuses a wrong GSTIN with the shared message under it and sends the state and GSTIN once they're right", async () => {
    const { dialog, user, api } = await openBooking();
    const create = jest.spyOn(api.bookings, 'create').mockResolvedValue({} as never);
    await fillValidBooking(user, dialog);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Your state' }),
      'Odisha',
    );
    const gstin = within(dialog).getByRole('textbox', { name: 'GSTIN (for a school or company)' });
    // GSTN's own sample with its last character mistyped.
    await user.type(gstin, '27AAPFU0939F1ZA');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    expect(gstin).toHaveAccessibleDescription(`(optional) ${GSTIN_MESSAGES.checkDigit}`);
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(GSTIN_MESSAGES.checkDigit);
    expect(gstin).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    // Typed as people do, in lower case with spaces: sent as the 15 characters.
    const school = `21AAPFU0939F1Z${gstinCheckCharacter('21AAPFU0939F1Z')}`;
    await user.clear(gstin);
    expect(within(dialog).queryByText(GSTIN_MESSAGES.checkDigit)).not.toBeInTheDocument();
    await user.type(
      gstin,
      `${school.slice(0, 2)} ${school.slice(2, 12).toLowerCase()} ${school.slice(12)}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ stateCode: '21', gstin: school, destination: 'Digha' }),
      ),
    );
  });

  it('keeps a hidden honeypot field out of sight, out of the tab order and out of the accessibility tree', async () => {
    const { dialog } = await openBooking();
    const honeypot = within(dialog).getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await within(dialog).findByRole('option', { name: 'Digha' });
  });

  it('a bad phone number shows the SPEC message under the phone field and sends nothing', async () => {
    const { dialog, user, api } = await openBooking();
    const create = jest.spyOn(api.bookings, 'create');
    await fillValidBooking(user, dialog, '5123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));

    const phone = within(dialog).getByRole('textbox', { name: 'Phone Number' });
    expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Focus moves to the field to correct.
    expect(phone).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Editing the field clears its message.
    await user.clear(phone);
    expect(within(dialog).queryByText(PHONE_MESSAGE)).not.toBeInTheDocument();
  });

  it('takes an email only when it is one: a bad one gets its message and sends nothing', async () => {
    const { dialog, user, api } = await openBooking();
    const create = jest.spyOn(api.bookings, 'create').mockResolvedValue({} as never);
    await fillValidBooking(user, dialog);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ananya@');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    expect(email).toHaveAccessibleDescription('(optional) Enter a valid email address.');
    expect(email).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await user.type(email, 'example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'ananya@example.in', phone: '9876543210' }),
      ),
    );
  });

  it('takes the number as people type it, +91 and spaces, and sends the ten digits', async () => {
    const { dialog, user, api } = await openBooking();
    const create = jest.spyOn(api.bookings, 'create').mockResolvedValue({} as never);
    await fillValidBooking(user, dialog, '+91 98765 43210');
    expect(within(dialog).getByRole('textbox', { name: 'Phone Number' })).toHaveValue(
      '+91 98765 43210',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ phone: '9876543210' })),
    );
  });

  it('reports the required fields left empty and sends nothing', async () => {
    const { dialog, user, api } = await openBooking();
    const create = jest.spyOn(api.bookings, 'create');
    await within(dialog).findByRole('option', { name: 'Digha' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required.',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Phone Number' }),
    ).toHaveAccessibleDescription(PHONE_MESSAGE);
    expect(within(dialog).getByRole('combobox', { name: 'Hotel Category' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the booking (with the honeypot) and on success closes the dialog and says so on the page', async () => {
    const { dialog, user, api } = await openBooking();
    const pending = deferred<never>();
    const create = jest.spyOn(api.bookings, 'create').mockReturnValue(pending.promise);
    await fillValidBooking(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));

    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(create).toHaveBeenCalledWith({
      name: 'Ananya Sen',
      phone: '9876543210',
      destination: 'Digha',
      email: '',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      adults: 2,
      children: 1,
      category: 'Deluxe',
      message: 'Sea-facing room, please.',
      // Left as they came: the agency's state, no GSTIN.
      stateCode: '19',
      gstin: '',
      website: '',
      // The page's language (an English page): the traveller's messages are written in it.
      language: 'en',
    });

    pending.resolve(undefined as never);
    const notice = await screen.findByText('Booking submitted successfully!');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Booking submitted successfully!')).not.toBeInTheDocument();
  });

  it("then takes the visitor to their booking's page: reference, hold deadline, deposit, a link to keep", async () => {
    const { dialog, user, api } = await openBooking();
    const requests: { method?: string; url?: string; params?: unknown }[] = [];
    respondWith(api, ({ method, url, params }) => {
      requests.push({ method, url, params });
      if (method === 'post') {
        return [
          201,
          {
            _id: '7',
            reference: 'SPT-2611-0042',
            stage: 'provisional',
            // 23:59:59.999 IST on 25 November 2026.
            holdUntil: '2026-11-25T18:29:59.999Z',
            quotedTotal: 46000,
            received: 0,
          },
        ];
      }
      return [
        200,
        {
          reference: 'SPT-2611-0042',
          destination: 'Digha',
          checkIn: CHECK_IN,
          checkOut: CHECK_OUT,
          adults: 2,
          children: 1,
          category: 'Deluxe',
          stage: 'provisional',
          holdUntil: '2026-11-25T18:29:59.999Z',
          quotedTotal: 46000,
          received: 0,
          due: 46000,
          nextPayment: { kind: 'deposit', amount: 9200 },
          refund: null,
          schedule: [],
        },
      ];
    });
    await fillValidBooking(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));

    expect(await screen.findByText('Booking submitted successfully!')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const booked = await screen.findByRole('region', { name: 'Booking received' });
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/booking-status',
    );
    expect(within(booked).getByText('SPT-2611-0042')).toBeVisible();
    expect(within(booked).getByRole('heading', { name: 'Booking received' })).toHaveFocus();
    expect(booked).toHaveTextContent('We hold your booking until Wed, 25 Nov, 2026, 11:59 pm IST.');
    expect(booked).toHaveTextContent(
      'Pay the deposit of ₹9,200 (20% of ₹46,000) before the hold ends to confirm your booking.',
    );
    expect(
      within(booked).getByRole('link', {
        name: `${window.location.origin}/booking-status?reference=SPT-2611-0042`,
      }),
    ).toHaveAttribute('href', '/booking-status?reference=SPT-2611-0042');
    // The booking as it stands, looked up with the phone number the form had (not in the address).
    await screen.findByRole('region', { name: 'Booking details' });
    expect(requests.at(-1)).toEqual({
      method: 'get',
      url: '/bookings/status',
      params: { reference: 'SPT-2611-0042', phone: '9876543210' },
    });
  });

  it('on failure says "Failed to submit booking." in the dialog, keeps what was typed and logs the error', async () => {
    const { dialog, user, api } = await openBooking();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Request failed with status code 500');
    jest.spyOn(api.bookings, 'create').mockRejectedValue(failure);
    await fillValidBooking(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit booking.');
    expect(screen.getByRole('dialog', { name: 'Book Your Trip' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ananya Sen');
    expect(within(dialog).getByRole('combobox', { name: 'Destination' })).toHaveValue('Digha');
    expect(within(dialog).getByRole('button', { name: 'Submit Booking' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Booking request failed:', failure);
    expect(screen.queryByText('Booking submitted successfully!')).not.toBeInTheDocument();
  });

  it('sends what a bot typed into the honeypot, for the server to drop', async () => {
    const { dialog, user, api } = await openBooking();
    const create = jest.spyOn(api.bookings, 'create').mockResolvedValue({} as never);
    await fillValidBooking(user, dialog);
    await user.type(within(dialog).getByLabelText('Leave this field empty'), 'http://spam.test');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Booking' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ website: 'http://spam.test' })),
    );
    await screen.findByText('Booking submitted successfully!');
  });
});
