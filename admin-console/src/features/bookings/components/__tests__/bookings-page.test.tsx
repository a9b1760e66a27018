import { screen, waitFor, within } from '@testing-library/react';
import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';

import { EXPORT_CSV } from '../../../../components/export-csv-button';
import { BACK_TO_DASHBOARD } from '../../../../components/manage-page-header';
import * as csv from '../../../../lib/csv';
import { deferred } from '../../../../testing/fake-api';
import { adminScreen, confirmDelete } from '../../../../testing/admin-screen';
import { booking, bookingDetail, destination } from '../../../../testing/fixtures';
import { chooseDestination } from '../../../../testing/choose-destination';
import { pretendNarrowScreen } from '../../../../testing/narrow-screen';
import { openNewBooking, sendNewBooking } from '../../../../testing/new-booking';
import {
  BOOKING_DELETE_CONFIRM,
  BOOKING_DELETED,
  BOOKINGS_EMPTY,
  BOOKINGS_FETCH_FAILED,
  BOOKINGS_LOADING,
  BOOKINGS_SEARCH_FAILED,
  COLUMN_SETTINGS_TEXTS,
  FILTER_LABEL,
  NEW_BOOKING_TEXTS,
  deleteBookingLabel,
  SEARCH_LABEL,
  statusSwitchLabel,
} from '../../texts';
import { BookingsPage } from '../bookings-page';

const { backend, renderPage } = adminScreen('manage-bookings', <BookingsPage />);

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

/** Ticks every column of the column settings: the table then has all of SPEC's columns. */
async function showAllColumns(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: COLUMN_SETTINGS_TEXTS.open }));
  const group = await screen.findByRole('group', { name: COLUMN_SETTINGS_TEXTS.legend });
  for (const box of within(group).getAllByRole('checkbox')) {
    if (!(box as HTMLInputElement).checked) await user.click(box);
  }
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(() => localStorage.clear());

/** What the server's search answers (docs/booking-office.md): reference end, name, phone. */
function searchAnswer<T extends { name: string; phone: string; reference?: string }>(
  rows: T[],
  q: string | undefined,
): T[] {
  if (!q) return rows;
  const text = q.toLowerCase();
  return rows.filter(
    (row) =>
      row.name.toLowerCase().includes(text) ||
      row.phone.includes(text) ||
      (row.reference ?? '').endsWith(q),
  );
}

describe('BookingsPage', () => {
  it("shows 'Loading bookings...', then what fits a laptop, newest first", async () => {
    backend().on('GET', '/bookings', {
      body: [booking({ name: 'Asha Roy', status: true, createdAt: '2025-04-01T00:00:00Z' })],
    });
    renderPage();

    // Issue 25 item 12: the default view fits 1366 px; the other columns are behind 'Columns'.
    const table = await screen.findByRole('table');
    expect(headersOf(table)).toEqual([
      'Reference',
      'Name',
      'Destination',
      'Check-in',
      'Stage',
      'Quoted',
      'Received',
      'Status',
      'Delete',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(1, 4)).toEqual([
      'Asha Roy',
      'Darjeeling',
      '1 May 2025',
    ]);
  });

  it('shows every column of SPEC once chosen in the column settings, and remembers them', async () => {
    const answer = deferred();
    backend().on('GET', '/bookings', () => answer.promise);
    const { user, unmount } = renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent(BOOKINGS_LOADING);
    answer.resolve({
      body: [
        booking({ _id: 'old', name: 'Old Guest', createdAt: '2025-01-01T00:00:00Z' }),
        booking({ name: 'Asha Roy', status: true, createdAt: '2025-04-01T00:00:00Z' }),
      ],
    });

    const table = await screen.findByRole('table');
    await showAllColumns(user);
    expect(headersOf(table)).toEqual([
      'Reference',
      'Name',
      'Phone',
      'Destination',
      'Check-in',
      'Check-out',
      'Adults',
      'Children',
      'Category',
      'Message',
      'Booking Status',
      'Stage',
      'Hold until',
      'Quoted',
      'Received',
      'Status',
      'Delete',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Asha Roy',
      'Old Guest',
    ]);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(2, 9)).toEqual([
      '9876543210',
      'Darjeeling',
      '1 May 2025',
      '5 May 2025',
      '2',
      '1',
      'Deluxe',
    ]);
    // The message, one line per five words.
    expect(cells[9]!.innerHTML).toContain(
      'We would like a room<br>with a view of the<br>hills please',
    );
    expect(cells[10]).toHaveTextContent('Confirmed');
    expect(within(rows[1]!).getAllByRole('cell')[10]).toHaveTextContent('Pending');

    // The choice is kept in the browser: the next visit shows the same columns.
    unmount();
    renderPage();
    expect(headersOf(await screen.findByRole('table'))).toHaveLength(17);
  });

  it("shows 'No bookings found.' for an empty list", async () => {
    backend().on('GET', '/bookings', { body: [] });
    renderPage();

    expect(await screen.findByText(BOOKINGS_EMPTY)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch booking data.' when the list cannot be fetched", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/bookings', { status: 500 });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKINGS_FETCH_FAILED);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('confirms a booking with its switch: PUT {status}, then the row says Confirmed', async () => {
    backend()
      .on('GET', '/bookings', { body: [booking()] })
      .on('PUT', '/bookings/b1', { body: booking({ status: true }) });
    const { user } = renderPage();
    await showAllColumns(user);

    const toggle = await screen.findByRole('switch', { name: statusSwitchLabel('Asha Roy') });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(rowOf('Asha Roy')).getByText('Confirmed')).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([
      { method: 'PUT', path: '/bookings/b1', body: { status: true } },
    ]);
  });

  it('filters by status, and searches on the server once typing pauses', async () => {
    const pending = booking({ _id: 'p', name: 'Pending Guest', phone: '9111111111' });
    const confirmed = booking({ _id: 'c', name: 'Confirmed Guest', phone: '9222222222' });
    backend().on('GET', '/bookings', ({ query }) => ({
      body: searchAnswer([pending, { ...confirmed, status: true }], query.q),
    }));
    const { user } = renderPage();
    await screen.findByRole('table');

    const filter = screen.getByRole('radiogroup', { name: FILTER_LABEL });
    await user.click(within(filter).getByRole('radio', { name: 'Confirmed' }));
    expect(screen.queryByRole('cell', { name: 'Pending Guest' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Confirmed Guest' })).toBeInTheDocument();

    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: SEARCH_LABEL }), '9111');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Confirmed Guest' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Pending Guest' })).toBeInTheDocument();
    // One request for the whole word, not one per key (GET /api/bookings?q=).
    const searches = backend().requests.filter((request) => request.query.q !== undefined);
    expect(searches.map((request) => request.query.q)).toEqual(['9111']);
  });

  it("finds a booking by its reference's last digits", async () => {
    const mine = bookingDetail({ _id: 'b9', reference: 'SPT-2611-0009', name: 'Mita Pal' });
    backend().on('GET', '/bookings', ({ query }) => ({
      body: searchAnswer([mine, bookingDetail({ reference: 'SPT-2611-0042' })], query.q),
    }));
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open booking SPT-2611-0042' });

    await user.type(screen.getByRole('searchbox', { name: SEARCH_LABEL }), '0009');

    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Open booking SPT-2611-0042' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Open booking SPT-2611-0009' })).toBeInTheDocument();
  });

  it('says so when the search fails, and keeps the rows and the search box', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/bookings', ({ query }) =>
      query.q ? { status: 500 } : { body: [booking()] },
    );
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: SEARCH_LABEL }), 'Asha');

    expect(await screen.findByText(BOOKINGS_SEARCH_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Asha Roy' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: SEARCH_LABEL })).toHaveValue('Asha');
  });

  it('goes back to the dashboard', async () => {
    backend().on('GET', '/bookings', { body: [] });
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('button', { name: BACK_TO_DASHBOARD }));

    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
    expect(router.pathname).toBe('/admin/dashboard');
  });

  it("deletes a booking on its guest's request after the confirmation", async () => {
    backend()
      .on('GET', '/bookings', {
        body: [
          { ...booking(), deletable: true },
          { ...booking({ _id: 'b2', name: 'Mita Pal' }), deletable: true },
        ],
      })
      .on('DELETE', '/bookings/b1', { status: 204 });
    const { user } = renderPage();

    await confirmDelete(user, deleteBookingLabel('Asha Roy'), BOOKING_DELETE_CONFIRM);

    expect(await screen.findByText(BOOKING_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Asha Roy' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Mita Pal' })).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([{ method: 'DELETE', path: '/bookings/b1' }]);
  });

  it('offers Delete only on a booking the server would delete (issue 25 item 1)', async () => {
    backend().on('GET', '/bookings', {
      body: [
        bookingDetail({ _id: 'paid', name: 'Paid Guest', deletable: false, received: 25000 }),
        bookingDetail({ _id: 'spam', name: 'Spam Request', deletable: true }),
      ],
    });
    renderPage();
    await screen.findByRole('table');

    expect(
      screen.queryByRole('button', { name: deleteBookingLabel('Paid Guest') }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: deleteBookingLabel('Spam Request') })).toBeVisible();
  });

  it("tells the server's reason when it keeps a booking (409), and keeps the row", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend()
      .on('GET', '/bookings', { body: [bookingDetail({ deletable: true })] })
      .on('DELETE', '/bookings/b1', {
        status: 409,
        body: { message: BOOKING_OFFICE_ERRORS.deleteRefused },
      });
    const { user } = renderPage();

    await confirmDelete(user, deleteBookingLabel('Asha Roy'), BOOKING_DELETE_CONFIRM);

    expect(await screen.findByText(BOOKING_OFFICE_ERRORS.deleteRefused)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Asha Roy' })).toBeInTheDocument();
  });

  it('exports the bookings shown (after a search) as CSV', async () => {
    const download = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    const rows = [
      booking({ _id: 'p', name: 'Pending Guest', phone: '9111111111' }),
      booking({ _id: 'c', name: 'Confirmed Guest', phone: '9222222222', status: true }),
    ];
    backend().on('GET', '/bookings', ({ query }) => ({ body: searchAnswer(rows, query.q) }));
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: SEARCH_LABEL }), 'confirmed');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Pending Guest' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: EXPORT_CSV }));

    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trimEnd().split('\r\n');
    // Issue 25 item 13: the email, the amounts in whole rupees with the balance, times in IST.
    expect(lines[0]).toBe(
      'Reference,Name,Phone,Email,Destination,Check-in,Check-out,Adults,Children,Category,Message,Booking Status,Stage,Hold until (IST),Quoted (₹),Received (₹),Balance (₹),Received at (IST)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^,Confirmed Guest,9222222222,.*,Confirmed,/);
  });

  it('exports a booking of the office with its email, amounts in rupees and times in IST', async () => {
    const download = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    backend().on('GET', '/bookings', {
      body: [
        bookingDetail({
          holdUntil: '2026-11-30T18:29:59.999Z',
          quotedTotal: 125000,
          received: 25000,
          createdAt: '2026-11-27T04:00:00.000Z',
        }),
      ],
    });
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: EXPORT_CSV }));

    const [, text] = download.mock.calls[0]!;
    expect(text.trimEnd().split('\r\n')[1]).toBe(
      'SPT-2611-0042,Asha Roy,9876543210,asha@example.com,Darjeeling,2099-05-01,2099-05-05,2,1,Deluxe,We would like a room with a view of the hills please,Pending,Provisional,2026-11-30 23:59,125000,25000,100000,2026-11-27 09:30',
    );
  });
});

describe('BookingsPage: the booking office columns', () => {
  const office = bookingDetail({
    _id: 'b9',
    reference: 'SPT-2611-0042',
    stage: 'provisional',
    holdUntil: '2026-11-25T18:29:59.999Z',
    quotedTotal: 125000,
    received: 25000,
  });

  /** The cells of the booking's row with every column shown, once the list shows it. */
  async function officeCells(booking: typeof office) {
    backend().on('GET', '/bookings', { body: [booking] });
    const { user } = renderPage();
    await showAllColumns(user);
    const link = await screen.findByRole('link', { name: 'Open booking SPT-2611-0042' });
    return within(link.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  }

  it('shows the reference, the stage in words, the hold in IST and the amounts in rupees', async () => {
    expect((await officeCells(office)).slice(11, 15)).toEqual([
      'Provisional',
      '25 Nov 2026, 11:59 pm IST',
      '₹1,25,000',
      '₹25,000',
    ]);
  });

  it('says when a booking has no quote yet, and shows no hold once it is confirmed', async () => {
    const confirmed = { ...office, stage: 'confirmed' as const, status: true, quotedTotal: null };
    expect((await officeCells(confirmed)).slice(11, 14)).toEqual(['Confirmed', '—', 'Not quoted']);
  });

  it("opens the booking's page when its row is clicked, but not from its switch", async () => {
    backend()
      .on('GET', '/bookings', { body: [office] })
      .on('PUT', '/bookings/b9', { body: { ...office, status: true, stage: 'confirmed' } });
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('switch', { name: statusSwitchLabel('Asha Roy') }));
    expect(router.pathname).toBe('/admin/manage-bookings');

    await user.click(screen.getByRole('cell', { name: 'Darjeeling' }));
    await waitFor(() => expect(router.pathname).toBe('/admin/bookings/b9'));
  });

  describe('on a phone', () => {
    beforeEach(() => {
      pretendNarrowScreen();
    });

    it('lists cards instead of the table, each with its switch and Delete', async () => {
      backend().on('GET', '/bookings', { body: [office] });
      renderPage();

      const link = await screen.findByRole('link', { name: 'Open booking SPT-2611-0042' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = link.closest('li')!;
      expect(card).toHaveTextContent('Provisional');
      expect(card).toHaveTextContent('Quoted:₹1,25,000');
      expect(card).toHaveTextContent('Received:₹25,000');
      expect(
        within(card).getByRole('switch', { name: statusSwitchLabel('Asha Roy') }),
      ).toBeVisible();
      expect(
        within(card).getByRole('button', { name: deleteBookingLabel('Asha Roy') }),
      ).toBeVisible();
    });
  });
});

describe('BookingsPage: a booking taken by phone or at the office', () => {
  it('checks the form, then POSTs it with its source and opens the new booking', async () => {
    backend()
      .on('GET', '/bookings', { body: [] })
      .on('GET', '/destinations', {
        body: [destination(), destination({ _id: 'd2', name: 'Puri' })],
      })
      .on('POST', '/bookings', { status: 201, body: bookingDetail({ _id: 'new1' }) });
    const { user, router } = renderPage();

    const form = await openNewBooking(user);
    await user.click(within(form).getByRole('button', { name: NEW_BOOKING_TEXTS.submit }));
    expect(await within(form).findByText('Destination is required.')).toBeVisible();
    expect(backend().writes()).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'At the office' }));
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.name), 'Mita Pal');
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.phone), '9123456780');
    // Issue 25 item 5: chosen from the destinations, found by typing.
    await chooseDestination(user, form, 'Puri');
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.checkIn), '2099-01-10');
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.checkOut), '2099-01-08');
    await user.click(within(form).getByRole('button', { name: NEW_BOOKING_TEXTS.submit }));
    expect(await within(form).findByText('Check-out cannot be before check-in.')).toBeVisible();

    await user.clear(within(form).getByLabelText(NEW_BOOKING_TEXTS.checkOut));
    await user.type(within(form).getByLabelText(NEW_BOOKING_TEXTS.checkOut), '2099-01-12');

    expect(await sendNewBooking(user, form, { router, backend: backend() })).toMatchObject({
      source: 'office',
      name: 'Mita Pal',
      destination: 'Puri',
      checkIn: '2099-01-10',
      checkOut: '2099-01-12',
      adults: 1,
      children: 0,
      quotedTotal: null,
    });
  });
});
