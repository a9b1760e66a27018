// The transaction helper runs again a transaction PostgreSQL gave up as a deadlock: two writes
// that lock the same two rows in opposite orders (a booking's cancellation and the company's
// cancellation of its departure do) both commit, neither answers an error.
import { sql } from 'kysely';

import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { DRIVER_UNDER_TEST } from '../../testing/test-database';

const onPostgres = DRIVER_UNDER_TEST === 'postgres' ? describe : describe.skip;

onPostgres('app.transaction on PostgreSQL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ seedDemoContent: false });
    await testApp.app.ready();
    await sql`create table retry_check (id int primary key, touched int not null default 0)`.execute(
      testApp.app.database.db,
    );
    await sql`insert into retry_check (id) values (1), (2)`.execute(testApp.app.database.db);
  });

  afterAll(() => testApp.close());

  it('commits both of two writes that deadlock, running the loser again', async () => {
    let bothLockedFirst: () => void = () => undefined;
    let lockedFirst = 0;
    const barrier = new Promise<void>((resolve) => {
      bothLockedFirst = resolve;
    });
    const attempts = { a: 0, b: 0 };
    const write = (name: 'a' | 'b', first: number, second: number) =>
      testApp.app.transaction(null, async ({ db }) => {
        attempts[name] += 1;
        await sql`select id from retry_check where id = ${first} for update`.execute(db);
        if (attempts[name] === 1) {
          lockedFirst += 1;
          if (lockedFirst === 2) bothLockedFirst();
          await barrier;
        }
        await sql`update retry_check set touched = touched + 1 where id = ${second}`.execute(db);
        await sql`update retry_check set touched = touched + 1 where id = ${first}`.execute(db);
        return name;
      });

    await expect(Promise.all([write('a', 1, 2), write('b', 2, 1)])).resolves.toEqual(['a', 'b']);
    expect(attempts.a + attempts.b).toBe(3);
    const rows = await sql<{
      id: number;
      touched: number;
    }>`select id, touched from retry_check order by id`.execute(testApp.app.database.db);
    expect(rows.rows).toEqual([
      { id: 1, touched: 2 },
      { id: 2, touched: 2 },
    ]);
  });
});
