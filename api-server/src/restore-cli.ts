// `npm run restore -- FILE [--force]`: restores a backup (its dump or its manifest) into the
// database the API uses (DATABASE_URL or PGLITE_DATA_DIR; stop the API first with PGlite). The
// dump's SHA-256 is checked against its manifest before anything is written; a database that
// holds rows is refused unless --force; after restoring, every table's rows are counted and
// compared with the manifest. docs/operations.md.
import { describeDatabase, loadConfig } from './config';
import { formatIstDateTime } from '@tours/shared-ui/booking-office';
import { restoreBackup, restoreSummary } from './services/backups/restore';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) {
    throw new Error('Usage: npm run restore -- FILE [--force] (FILE: a backup or its manifest).');
  }
  const config = loadConfig();
  const result = await restoreBackup(files[0] as string, config.database, { force });
  const { manifest } = result;
  console.log(
    `Restored ${manifest.file} (${manifest.kind}, made ${formatIstDateTime(manifest.createdAt)}, SHA-256 verified) into ${describeDatabase(config.database)}: ${restoreSummary(result)}; every count equals the manifest's.`,
  );
  if (result.movedAside) console.log(`The folder that was there is kept at ${result.movedAside}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
