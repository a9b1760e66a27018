// A process that makes backups one after another until it is killed (backups-kill.test.ts kills
// it with SIGKILL mid-backup). Argument: the backup folder. TEST_DATABASE_URL / TEST_SCHEMA: the
// PostgreSQL schema to back up; otherwise an in-memory PGlite with some rows.
import { createDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrator';
import { backupDatabase } from '../database-dump';

async function main(): Promise<void> {
  const dir = process.argv[2] as string;
  const url = process.env.TEST_DATABASE_URL?.trim();
  const database = await createDatabase(
    url
      ? {
          driver: 'postgres',
          connectionString: url,
          searchPath: process.env.TEST_SCHEMA ?? 'public',
        }
      : { driver: 'pglite' },
  );
  await migrate(database.db);
  for (;;) {
    const { manifest } = await backupDatabase(database, { dir, trigger: 'cli' });
    console.log(`done ${manifest.file}`);
    // A pause between backups, so the test can kill one while the next is being made.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
