// One PostgreSQL connection for one piece of work outside the app's pool (creating or dropping a
// schema or a database, asking the server's version), closed after it.
import pg from 'pg';

export async function withPgClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
