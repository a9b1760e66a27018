// Migrations: applied on an empty database, skipped the second time, each file all-or-nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createDatabase, type Database } from '../database';
import { migrate } from '../migrator';

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await createDatabase(testDatabase.config);
});

afterAll(async () => {
  await database.close();
  await testDatabase.cleanup();
});

async function tableNames(): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(database.db);
  return result.rows.map((row) => row.table_name);
}

describe('migrate', () => {
  it('creates every table of the SPEC on an empty database', async () => {
    const result = await migrate(database.db);
    expect(result).toEqual({ applied: ['0001_init.sql'], skipped: [], changed: [] });
    expect(await tableNames()).toEqual([
      'app_meta',
      'blogs',
      'bookings',
      'contact_messages',
      'destinations',
      'popular_destinations',
      'schema_migrations',
      'testimonials',
    ]);
  });

  it('skips the files already applied when run again', async () => {
    const result = await migrate(database.db);
    expect(result).toEqual({ applied: [], skipped: ['0001_init.sql'], changed: [] });
    const applied = await database.db.selectFrom('schema_migrations').select('name').execute();
    expect(applied).toEqual([{ name: '0001_init.sql' }]);
  });

  it('enforces the constraints of the SPEC', async () => {
    const insertBlog = (slug: string, status: string) =>
      sql`insert into blogs (title, slug, status) values ('T', ${slug}, ${status})`.execute(
        database.db,
      );
    await insertBlog('one', 'Published');
    await expect(insertBlog('one', 'Draft')).rejects.toThrow(/blogs_slug_key/);
    await expect(insertBlog('two', 'Archived')).rejects.toThrow(/blogs_status_check/);

    const insertBooking = (category: string, adults: number) =>
      sql`insert into bookings (name, phone, destination, check_in, check_out, adults, category)
          values ('A', '9876543210', 'Puri', '2025-01-01', '2025-01-03', ${adults}, ${category})`.execute(
        database.db,
      );
    await insertBooking('Budget', 2);
    await expect(insertBooking('Premium', 2)).rejects.toThrow(/bookings_category_check/);
    await expect(insertBooking('Luxury', 0)).rejects.toThrow(/bookings_adults_check/);

    const booking = await database.db
      .selectFrom('bookings')
      .select(['children', 'status', 'message', 'check_in'])
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ children: 0, status: false, message: '', check_in: '2025-01-01' });
  });
});

describe('migrate with other files', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tours-migrations-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies nothing of a file that fails half-way, and records nothing', async () => {
    writeFileSync(path.join(dir, '0100_extra.sql'), 'create table extra_one (id int);');
    writeFileSync(
      path.join(dir, '0101_broken.sql'),
      'create table extra_two (id int);\nselect * from table_that_does_not_exist;',
    );
    await expect(migrate(database.db, dir)).rejects.toThrow(/table_that_does_not_exist/);
    const tables = await tableNames();
    expect(tables).toContain('extra_one');
    expect(tables).not.toContain('extra_two');
    const names = await database.db.selectFrom('schema_migrations').select('name').execute();
    expect(names.map((row) => row.name)).toContain('0100_extra.sql');
    expect(names.map((row) => row.name)).not.toContain('0101_broken.sql');
  });

  it('reports an applied file whose content changed since, without running it again', async () => {
    writeFileSync(path.join(dir, '0200_note.sql'), 'create table note (id int);');
    await migrate(database.db, dir);
    writeFileSync(path.join(dir, '0200_note.sql'), 'create table note (id int, body text);');
    const result = await migrate(database.db, dir);
    expect(result).toEqual({ applied: [], skipped: ['0200_note.sql'], changed: ['0200_note.sql'] });
  });

  it('ignores files that are not numbered .sql migrations', async () => {
    writeFileSync(path.join(dir, 'README.md'), '# not a migration');
    writeFileSync(path.join(dir, 'draft.sql'), 'this is not sql;');
    await expect(migrate(database.db, dir)).resolves.toEqual({
      applied: [],
      skipped: [],
      changed: [],
    });
  });
});
