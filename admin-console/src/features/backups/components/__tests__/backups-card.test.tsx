import type { BackupRunView, BackupStatus } from '@tours/shared-ui/domain';
import { screen, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { BACKUP_TEXTS as T } from '../../texts';
import { BackupsCard } from '../backups-card';

const { backend, renderPage } = adminScreen('dashboard-card', <BackupsCard />);

const run = (overrides: Partial<BackupRunView> = {}): BackupRunView => ({
  id: 'r1',
  trigger: 'scheduled',
  startedAt: '2026-11-26T20:30:00.000Z',
  finishedAt: '2026-11-26T20:30:40.000Z',
  ok: true,
  file: 'tours-postgres-20261126T203000Z.dump',
  sizeBytes: 12_582_912,
  sha256: 'ab'.repeat(32),
  error: null,
  drill: { at: '2026-11-26T20:30:35.000Z', ok: true, error: null },
  copiedTo: null,
  ...overrides,
});

const status = (overrides: Partial<BackupStatus> = {}): BackupStatus => ({
  lastBackup: run(),
  lastDrill: run(),
  lastGoodAt: '2026-11-26T20:30:00.000Z',
  stale: false,
  staleAfterHours: 26,
  backups: [run()],
  ...overrides,
});

async function card(): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: T.title })).closest(
    '.ant-card',
  ) as HTMLElement;
}

describe('BackupsCard', () => {
  it('shows the last backup (time in IST, size, OK) and the last drill, with no warning', async () => {
    backend().on('GET', '/backups', { body: status() });
    renderPage();
    const box = await card();
    const items = await within(box).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Last backup: 27 Nov 2026, 2:00 am IST · 12.0 MB · OK');
    expect(items[1]).toHaveTextContent('Last restore drill: 27 Nov 2026, 2:00 am IST · OK');
    expect(within(box).queryByRole('alert')).toBeNull();
  });

  it('warns when the last good backup is older than 26 hours, and says a failed backup failed and why', async () => {
    const failed = run({
      startedAt: '2026-11-27T20:30:00.000Z',
      ok: false,
      sizeBytes: null,
      error: 'pg_dump 15 cannot handle a PostgreSQL 16 server',
      drill: null,
    });
    backend().on('GET', '/backups', {
      body: status({ stale: true, lastBackup: failed, backups: [failed, run()] }),
    });
    renderPage();
    const box = await card();
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'The last good backup is older than 26 hours (27 Nov 2026, 2:00 am IST)',
    );
    expect(within(box).getAllByRole('listitem')[0]).toHaveTextContent(
      'Last backup: 28 Nov 2026, 2:00 am IST · Failed',
    );
    expect(within(box).getByText(/pg_dump 15 cannot handle/)).toBeVisible();
  });

  it('warns when there has never been a good backup', async () => {
    backend().on('GET', '/backups', {
      body: status({
        lastBackup: null,
        lastDrill: null,
        lastGoodAt: null,
        stale: true,
        backups: [],
      }),
    });
    renderPage();
    const box = await card();
    expect(await within(box).findByRole('alert')).toHaveTextContent('There is no good backup yet.');
    expect(within(box).getAllByRole('listitem')[0]).toHaveTextContent('Last backup: None yet');
  });
});
