// Data written through the app is still there after it closes and starts again.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Destination } from '@tours/shared-ui/domain';

import { buildApp } from '../../app';
import { MEDIA_DIR, TEST_ORIGIN } from '../../testing/build-test-app';
import { createTestDatabase, DRIVER_UNDER_TEST } from '../../testing/test-database';
import { createDatabase, type DatabaseConfig } from '../database';

async function startAndRead(config: DatabaseConfig, write?: boolean) {
  const app = buildApp({ database: config, corsOrigins: [TEST_ORIGIN], mediaDir: MEDIA_DIR });
  try {
    await app.ready();
    if (write) {
      await app.repositories.contactMessages.create({
        name: 'Rina Das',
        email: 'rina@example.com',
        phone: '9876543210',
        message: 'Please call me about Puri.',
      });
      const [first] = await app.repositories.destinations.list();
      await app.repositories.destinations.remove(first?._id ?? '');
    }
    const response = await app.inject({ method: 'GET', url: '/api/destinations' });
    return {
      destinations: response.json<Destination[]>(),
      messages: await app.repositories.contactMessages.list(),
    };
  } finally {
    await app.close();
  }
}

describe('a PGlite data folder', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tours-pglite-')), 'pglite');
  });

  afterEach(() => {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('keeps the data between starts, and is not seeded again', async () => {
    const first = await startAndRead({ driver: 'pglite', dataDir }, true);
    expect(first.messages).toHaveLength(1);
    const second = await startAndRead({ driver: 'pglite', dataDir });
    expect(second.destinations).toEqual(first.destinations);
    expect(second.messages).toEqual(first.messages);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('cannot be opened twice at the same time', async () => {
    const database = await createDatabase({ driver: 'pglite', dataDir });
    try {
      await expect(createDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(/already open/);
    } finally {
      await database.close();
    }
  });

  it('cannot be opened while another live process holds it, but a stale lock is taken over', async () => {
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(createDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
      /in use by process/,
    );
    writeFileSync(`${dataDir}.lock`, '999999999');
    const database = await createDatabase({ driver: 'pglite', dataDir });
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

(DRIVER_UNDER_TEST === 'postgres' ? describe : describe.skip)('a PostgreSQL database', () => {
  it('keeps the data between starts, and is not seeded again', async () => {
    const testDatabase = await createTestDatabase();
    try {
      const first = await startAndRead(testDatabase.config, true);
      const second = await startAndRead(testDatabase.config);
      expect(second.destinations).toEqual(first.destinations);
      expect(second.messages).toEqual(first.messages);
    } finally {
      await testDatabase.cleanup();
    }
  });
});
