// `npm run seed` writes the demo content into an empty database; `npm run seed -- --reset`
// replaces the destinations, popular destinations, testimonials and blogs with it on purpose.
// Reads the same DATABASE_URL / PGLITE_DATA_DIR as the server (stop the server first with PGlite).
import { describeDatabase, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrate } from './db/migrator';
import { demoPhotosPending, loadDemoPhotos } from './seed/demo-photos';
import { createRepositories } from './repositories/create-repositories';
import { seedDemoDepartures } from './seed/demo-departures';
import { seedDemoContent } from './seed/seed-demo-content';

async function main(): Promise<void> {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  const database = await createDatabase(config.database);
  try {
    const migrations = await migrate(database.db);
    if (migrations.applied.length > 0) {
      console.log(`Migrations applied: ${migrations.applied.join(', ')}`);
    }
    const result = await seedDemoContent(database.db, { reset });
    if (result.seeded) {
      // Reset deletes the destinations, and their departures with them (migration 0007).
      const departures = await database.db
        .transaction()
        .execute((trx) => seedDemoDepartures(createRepositories(trx, null)));
      console.log(`Demo departures: ${departures}.`);
    }
    const where = describeDatabase(config.database);
    if (result.seeded) {
      const counts = Object.entries(result.counts)
        .map(([table, count]) => `${count} ${table.replace(/_/g, ' ')}`)
        .join(', ');
      console.log(
        `${reset ? 'Demo content restored' : 'Demo content seeded'} in ${where}: ${counts}.`,
      );
    } else {
      console.log(
        `Nothing seeded in ${where}: ${
          result.reason === 'not-empty'
            ? 'the database already has content'
            : 'the demo content was seeded before'
        }. Use --reset to replace the content with the demo content.`,
      );
    }
    if (await demoPhotosPending(database.db)) {
      const photos = await loadDemoPhotos(database.db, { cacheDir: config.mediaCacheDir });
      console.log(
        `Demo photos in the library: ${photos.stored} stored (${photos.fromCache} from the cache ` +
          `${config.mediaCacheDir}, ${photos.encoded} encoded) in ${(photos.ms / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
