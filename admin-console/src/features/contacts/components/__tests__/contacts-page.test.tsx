import { screen, waitFor, within } from '@testing-library/react';

import { BACK_TO_DASHBOARD } from '../../../../components/manage-page-header';
import { EXPORT_CSV } from '../../../../components/export-csv-button';
import * as csv from '../../../../lib/csv';
import { formatDateTime } from '../../../../lib/format';
import { deferred } from '../../../../testing/fake-api';
import { adminScreen, expectEmptyAndFailed, confirmDelete } from '../../../../testing/admin-screen';
import { contactMessage } from '../../../../testing/fixtures';
import {
  checkedSwitchLabel,
  CONTACT_CHECK_FAILED,
  CONTACT_DELETE_CONFIRM,
  CONTACT_DELETED,
  CONTACTS_EMPTY,
  CONTACTS_FETCH_FAILED,
  CONTACTS_LOADING,
  deleteContactLabel,
} from '../../texts';
import { ContactsPage } from '../contacts-page';

const { backend, renderPage } = adminScreen('manage-contacts', <ContactsPage />);

describe('ContactsPage', () => {
  it("shows 'Loading contact responses...', then the messages newest first", async () => {
    const answer = deferred();
    backend().on('GET', '/contact', () => answer.promise);
    renderPage();

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACTS_LOADING);
    expect(screen.getByRole('button', { name: BACK_TO_DASHBOARD })).toBeInTheDocument();
    answer.resolve({
      body: [
        contactMessage({ _id: 'old', name: 'Old Sender', createdAt: '2025-01-01T08:00:00Z' }),
        contactMessage({ checked: true }),
      ],
    });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Message', 'Date', 'Status', 'Delete']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 3)).toEqual([
      'Rahul Sen',
      'rahul@example.com',
      '9123456780',
    ]);
    expect(cells[3]!.innerHTML).toContain('Please call me about the<br>Sundarbans trip next month');
    expect(cells[4]).toHaveTextContent(formatDateTime('2025-04-02T09:30:00.000Z'));
    expect(
      within(rows[0]!).getByRole('switch', { name: checkedSwitchLabel('Rahul Sen') }),
    ).toBeChecked();
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent('Old Sender');
  });

  it("shows 'No contact messages found.' and 'Failed to fetch contact data.'", () =>
    expectEmptyAndFailed({ backend, renderPage }, '/contact', {
      empty: CONTACTS_EMPTY,
      failed: CONTACTS_FETCH_FAILED,
      notified: false,
    }));

  it('marks a message checked with PUT {checked}, and leaves it when that fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend()
      .on('GET', '/contact', {
        body: [contactMessage(), contactMessage({ _id: 'c2', name: 'Mita Pal' })],
      })
      .on('PUT', '/contact/c1', { body: contactMessage({ checked: true }) })
      .on('PUT', '/contact/c2', { status: 500 });
    const { user } = renderPage();

    const first = await screen.findByRole('switch', { name: checkedSwitchLabel('Rahul Sen') });
    await user.click(first);
    await waitFor(() => expect(first).toBeChecked());

    const second = screen.getByRole('switch', { name: checkedSwitchLabel('Mita Pal') });
    await user.click(second);
    expect(await screen.findByText(CONTACT_CHECK_FAILED)).toBeInTheDocument();
    expect(second).not.toBeChecked();
    expect(backend().writes()).toMatchObject([
      { method: 'PUT', path: '/contact/c1', body: { checked: true } },
      { method: 'PUT', path: '/contact/c2', body: { checked: true } },
    ]);
  });

  it("deletes a message on its sender's request after the confirmation", async () => {
    backend()
      .on('GET', '/contact', {
        body: [contactMessage(), contactMessage({ _id: 'c2', name: 'Mita Pal' })],
      })
      .on('DELETE', '/contact/c2', { status: 204 });
    const { user } = renderPage();

    await confirmDelete(user, deleteContactLabel('Mita Pal'), CONTACT_DELETE_CONFIRM);

    expect(await screen.findByText(CONTACT_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Mita Pal' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Rahul Sen' })).toBeInTheDocument();
    expect(backend().writes()).toMatchObject([{ method: 'DELETE', path: '/contact/c2' }]);
  });

  it('keeps the message when the confirmation is cancelled', async () => {
    backend().on('GET', '/contact', { body: [contactMessage()] });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: deleteContactLabel('Rahul Sen') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('cell', { name: 'Rahul Sen' })).toBeInTheDocument();
    expect(backend().writes()).toEqual([]);
  });

  it('exports the loaded messages as CSV', async () => {
    const download = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    backend().on('GET', '/contact', {
      body: [contactMessage({ message: 'Hello, "team"', checked: true })],
    });
    const { user } = renderPage();

    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: EXPORT_CSV }));

    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row] = text.split('\r\n');
    expect(header).toBe('Name,Email,Phone,Message,Received at,Checked');
    expect(row).toContain('Rahul Sen');
    expect(row).toContain('"Hello, ""team"""');
    expect(row).toMatch(/,Yes$/);
  });
});
