// A pg-Pool look-alike over one PGlite instance, so Kysely's PostgresDialect drives PGlite exactly
// as it drives a real server.
import type { PGlite, Results } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

const COMMANDS = new Set<string>(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * The command tag pg reports ("INSERT", "UPDATE", ...). PGlite's results do not carry it, and
 * Kysely reads it to decide whether `numAffectedRows` means anything, so it is read off the SQL:
 * the first keyword, or for `WITH ...` the first of those keywords outside the CTE parentheses.
 */
export function commandOf(statement: string): Command {
  const text = statement.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
  const first = /^\s*\(?\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? '';
  if (COMMANDS.has(first)) return first as Command;
  if (first !== 'WITH') return 'SELECT';
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
    } else if (depth === 0 && /[a-z]/i.test(char) && !/[a-z0-9_]/i.test(text[index - 1] ?? ' ')) {
      const word = /^[a-z]+/i.exec(text.slice(index))?.[0].toUpperCase() ?? '';
      if (COMMANDS.has(word)) return word as Command;
      index += word.length - 1;
    }
  }
  return 'SELECT';
}

function toQueryResult<R>(
  statement: string,
  result: Results<R> | undefined,
): PostgresQueryResult<R> {
  const rows = result?.rows ?? [];
  return {
    command: commandOf(statement),
    rowCount: result?.affectedRows ?? rows.length,
    rows,
  };
}

/**
 * PGlite runs one session, so this "pool" has exactly one connection. `connect()` hands it out
 * to one caller at a time (a FIFO queue); everyone else waits until `release()`. That keeps a
 * Kysely transaction's statements together: no other request's query can land between its
 * `begin` and `commit`.
 *
 * PGlite runs on this thread and its answers settle as promise callbacks, so a transaction runs
 * from `begin` to `commit` without the event loop turning. The connection is therefore handed
 * to the next caller on the next turn of the loop (setImmediate), one caller per turn: between
 * two transactions the API reads its sockets and accepts a connection (libuv accepts one per
 * turn). Handed out at once, every turn ran every request that had been read, and under 50
 * concurrent clients a connection waited one such turn per connection ahead of it to be
 * accepted: its first booking took over 10 s (issue 11).
 */
export class PGlitePool implements PostgresPool {
  readonly #pglite: PGlite;
  readonly #closeOnEnd: boolean;
  readonly #waiting: Array<() => void> = [];
  #leased = false;
  #handOverScheduled = false;
  #ended = false;

  constructor(pglite: PGlite, options: { closeOnEnd?: boolean } = {}) {
    this.#pglite = pglite;
    this.#closeOnEnd = options.closeOnEnd ?? true;
  }

  /** How many callers are queued for the connection (for tests and diagnostics). */
  get waitingCount(): number {
    return this.#waiting.length;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('The database connection is closed.');
    await this.#acquire();
    if (this.#ended) {
      this.#handOver();
      throw new Error('The database connection is closed.');
    }
    return new PGliteClient(this.#pglite, () => this.#release());
  }

  async end(): Promise<void> {
    if (this.#ended) return;
    // Let the current holder and everyone already queued finish before the database goes away.
    await this.#acquire();
    this.#ended = true;
    this.#handOver();
    if (this.#closeOnEnd && !this.#pglite.closed) await this.#pglite.close();
  }

  #acquire(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#scheduleHandOver();
    });
  }

  /** On the next turn of the event loop, the first caller in line gets the free connection. */
  #scheduleHandOver(): void {
    if (this.#leased || this.#handOverScheduled || this.#waiting.length === 0) return;
    this.#handOverScheduled = true;
    setImmediate(() => {
      this.#handOverScheduled = false;
      const next = this.#waiting.shift();
      if (!next) return;
      this.#leased = true;
      next();
    });
  }

  #release(): void {
    // A client given back mid-transaction (a bug in the caller) must not hand its open
    // transaction to the next caller: roll it back first, as pg discards a broken client.
    if (this.#pglite.isInTransaction() && !this.#pglite.closed) {
      this.#pglite.exec('rollback').then(
        () => this.#handOver(),
        () => this.#handOver(),
      );
      return;
    }
    this.#handOver();
  }

  #handOver(): void {
    this.#leased = false;
    this.#scheduleHandOver();
  }
}

class PGliteClient implements PostgresPoolClient {
  readonly #pglite: PGlite;
  readonly #onRelease: () => void;
  #released = false;

  constructor(pglite: PGlite, onRelease: () => void) {
    this.#pglite = pglite;
    this.#onRelease = onRelease;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('Streaming with a cursor is not supported on PGlite.');
    }
    return this.#run<R>(sqlOrCursor, parameters);
  }

  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.#onRelease();
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.#released) throw new Error('This database client was already released.');
    if (parameters.length === 0) {
      // The simple protocol: it accepts several statements at once (migration files). Its
      // results are typed through the same parsers as query()'s.
      const results = (await this.#pglite.exec(sql)) as Array<Results<R>>;
      return toQueryResult(sql, results[results.length - 1]);
    }
    const result = await this.#pglite.query<R>(sql, [...parameters]);
    return toQueryResult(sql, result);
  }
}
