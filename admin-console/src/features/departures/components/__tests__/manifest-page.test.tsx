import { screen, within } from '@testing-library/react';

import * as csv from '../../../../lib/csv';
import { adminScreen } from '../../../../testing/admin-screen';
import { manifest, manifestRow } from '../../../../testing/departure-fixtures';
import { MANIFEST_TEXTS as T } from '../../texts';
import { ManifestPage } from '../manifest-page';

const { backend, renderPage } = adminScreen('departures/:id/manifest', <ManifestPage />);

describe('ManifestPage', () => {
  beforeEach(() => {
    backend().on('GET', '/departures/dep1/manifest', ({ query }) =>
      query.format === 'csv' ? { body: '\uFEFFName\r\nAsha Roy\r\n' } : { body: manifest() },
    );
  });

  it('lists the travellers with their booking, pickup point and money, the waitlist apart', async () => {
    renderPage('/admin/departures/dep1/manifest');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Manifest: Puri, 12 Oct 2099 – 16 Oct 2099',
      }),
    ).toBeVisible();
    const travellers = screen.getByRole('table', { name: `${T.travellers} (2)` });
    const rows = within(travellers).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      T.number,
      T.name,
      T.age,
      T.gender,
      T.reference,
      T.phone,
      T.pickupPoint,
      T.paid,
      T.due,
    ]);
    expect(rows[1]).toHaveTextContent(
      '1Asha Roy41FemaleSPT-2610-00019876543210Sonarpur station₹17,000₹0',
    );
    expect(rows[2]).toHaveTextContent('Rupa Roy6Female');
    const waitlist = screen.getByRole('table', { name: `${T.waitlist} (1)` });
    expect(within(waitlist).getByRole('rowheader', { name: 'Bikash Das' })).toBeVisible();
    expect(screen.getByText(`${T.pickupPoints}: Sonarpur station, Howrah`)).toBeVisible();
  });

  it('shows an age and gender erased after a long-completed trip as erased', async () => {
    backend().on('GET', '/departures/dep1/manifest', {
      body: manifest({
        travellers: [
          manifestRow({
            stage: 'completed',
            age: null,
            gender: null,
            erasedAt: '2028-11-27T23:30:00.000Z',
          }),
        ],
        waitlist: [],
      }),
    });
    renderPage('/admin/departures/dep1/manifest');
    const travellers = await screen.findByRole('table', { name: `${T.travellers} (1)` });
    expect(within(travellers).getAllByRole('row')[1]).toHaveTextContent(
      '1Asha RoyerasederasedSPT-2610-0001',
    );
  });

  it('prints and downloads the CSV the API wrote', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const download = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    const { user } = renderPage('/admin/departures/dep1/manifest');
    await user.click(await screen.findByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: T.download }));
    await screen.findByRole('button', { name: T.download });
    expect(download).toHaveBeenCalledWith('manifest-puri-2099-10-12.csv', 'Name\r\nAsha Roy\r\n');
    expect(backend().requests.at(-1)).toMatchObject({
      path: '/departures/dep1/manifest',
      query: { format: 'csv' },
    });
  });

  it('says when the manifest cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/departures/dep1/manifest', { status: 500 });
    renderPage('/admin/departures/dep1/manifest');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failed);
  });
});
