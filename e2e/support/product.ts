// One running product for the whole end-to-end run, on a fresh database in a temp folder, with the
// local mail catcher (maildev) the API sends its emails to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
import { startProduct } from '../../scripts/lib/product.mjs';

export interface Service {
  start(): Promise<unknown>;
  stop(signal?: string): Promise<void>;
}

export interface RunningProduct {
  env: Record<string, string>;
  services: Record<'emulator' | 'maildev' | 'api' | 'host' | 'publicSite' | 'admin', Service>;
  stop(): Promise<void>;
  urls: {
    site: string;
    publicSite: string;
    admin: string;
    api: string;
    emulator: string;
    /** maildev's inbox (its REST API under /api/email). */
    mailInbox: string;
  };
}

/**
 * An address in the product's ADMIN_EMAILS whose account is never verified: the API must not count
 * it (the access matrix's "listed but unverified" caller).
 */
export const LISTED_UNVERIFIED_EMAIL = 'listed-unverified@example.com';

let running: RunningProduct | null = null;
let dataDir: string | null = null;

export async function startE2eProduct(): Promise<RunningProduct> {
  dataDir = mkdtempSync(join(tmpdir(), 'tours-e2e-'));
  running = (await startProduct({
    envOverrides: {
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      AUTH_EMULATOR_DATA_DIR: join(dataDir, 'auth'),
      LOG_LEVEL: 'warn',
      // Every suite posts bookings and messages from 127.0.0.1; the limit itself has API tests.
      RATE_LIMIT_MAX: '1000',
      // The booking page shows the deposit's UPI QR code (suites/booking-status).
      AGENCY_UPI_ID: 'sonarpur.tours@okhdfcbank',
      ADMIN_EMAILS: `${process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.com'},${LISTED_UNVERIFIED_EMAIL}`,
    },
    quiet: true,
    log: () => undefined,
  })) as RunningProduct;
  return running;
}

export function product(): RunningProduct {
  if (!running) throw new Error('The product is not running.');
  return running;
}

export async function stopE2eProduct(): Promise<void> {
  await running?.stop();
  running = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
