// The PGlite adapter: one connection handed out in turn, transactions kept whole.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';

import { commandOf, PGlitePool } from '../pglite-pool';

interface TestSchema {
  items: { n: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('commandOf', () => {
  it.each([
    ['select 1', 'SELECT'],
    ['insert into items (n) values ($1) returning *', 'INSERT'],
    ['  UPDATE items set n = 1', 'UPDATE'],
    ['delete from items', 'DELETE'],
    ['/* note */ -- line\n insert into items values (1)', 'INSERT'],
    ['with gone as (delete from items returning n) select count(*) from gone', 'SELECT'],
    ['with "select" as (select 1 as n) insert into items select n from "select"', 'INSERT'],
    ['begin', 'SELECT'],
  ])('%s -> %s', (statement, command) => {
    expect(commandOf(statement)).toBe(command);
  });
});

describe('PGlitePool', () => {
  let pglite: PGlite;
  let pool: PGlitePool;
  let db: Kysely<TestSchema>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    pool = new PGlitePool(pglite, { closeOnEnd: false });
    db = new Kysely<TestSchema>({ dialect: new PostgresDialect({ pool }) });
    await sql`create table items (n integer primary key)`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await pglite.close();
  });

  beforeEach(async () => {
    await db.deleteFrom('items').execute();
  });

  const count = async () =>
    (
      await db
        .selectFrom('items')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
    ).count;

  it('reports affected rows the way pg does', async () => {
    const inserted = await db
      .insertInto('items')
      .values([{ n: 1 }, { n: 2 }])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('items').where('n', '=', 1).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('keeps a query from another caller out of an open transaction', async () => {
    let outsideRan = false;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ n: 1 }).execute();
      await sleep(150);
      // Nothing else may have run while this transaction held the connection.
      expect(outsideRan).toBe(false);
      await trx.insertInto('items').values({ n: 2 }).execute();
    });
    await sleep(20);
    expect(pool.waitingCount).toBe(0);
    const outside = count().then((value) => {
      outsideRan = true;
      return value;
    });
    await sleep(20);
    expect(pool.waitingCount).toBe(1);
    await transaction;
    // It ran after the commit, so it sees both rows (inside the transaction it would see one).
    await expect(outside).resolves.toBe(2);
  });

  it('runs many concurrent queries one after another without losing any', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => db.insertInto('items').values({ n }).execute()),
    );
    await expect(count()).resolves.toBe(40);
  });

  it('hands the connection to one caller per turn of the event loop', async () => {
    // PGlite answers as promise callbacks: handed over at once, one transaction after another
    // would run without the event loop turning, and the API could not accept a connection or
    // read a socket meanwhile (issue 11).
    const order: string[] = [];
    const work = (name: string) =>
      db.transaction().execute(async (trx) => {
        order.push(name);
        setImmediate(() => order.push(`turn after ${name}`));
        await trx.insertInto('items').values({ n: order.length }).execute();
      });
    await Promise.all([work('first'), work('second')]);
    expect(order.slice(0, 3)).toEqual(['first', 'turn after first', 'second']);
  });

  it('rolls back a transaction whose callback throws, and stays usable', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ n: 1 }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(count()).resolves.toBe(0);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('rolls back a transaction whose statement fails, and stays usable', async () => {
    await db.insertInto('items').values({ n: 7 }).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ n: 8 }).execute();
        await trx.insertInto('items').values({ n: 7 }).execute(); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(count()).resolves.toBe(1);
    await db.insertInto('items').values({ n: 9 }).execute();
    await expect(count()).resolves.toBe(2);
  });

  it('rolls back a transaction left open when its client is released', async () => {
    const client = await pool.connect();
    await client.query('begin', []);
    await client.query('insert into items (n) values ($1)', [1]);
    client.release();
    await expect(count()).resolves.toBe(0);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('refuses a released client', async () => {
    const client = await pool.connect();
    client.release();
    await expect(client.query('select 1', [])).rejects.toThrow(/released/);
  });

  it('runs a parameterless script of several statements', async () => {
    const client = await pool.connect();
    try {
      const result = await client.query<{ count: number }>(
        'insert into items values (1); insert into items values (2); select count(*)::int as count from items',
        [],
      );
      expect(result.rows).toEqual([{ count: 2 }]);
    } finally {
      client.release();
    }
  });
});

describe('PGlitePool.end', () => {
  it('waits for the caller holding the connection, then refuses new ones and closes PGlite', async () => {
    const pglite = await PGlite.create();
    const pool = new PGlitePool(pglite);
    const client = await pool.connect();
    let ended = false;
    const ending = pool.end().then(() => {
      ended = true;
    });
    await sleep(30);
    expect(ended).toBe(false);
    await client.query('select 1', []);
    client.release();
    await ending;
    expect(pglite.closed).toBe(true);
    await expect(pool.connect()).rejects.toThrow(/closed/);
  });
});
