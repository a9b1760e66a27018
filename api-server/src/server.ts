// Starts the API: configuration from the environment, then listen until SIGINT/SIGTERM.
import { buildApp } from './app';
import { describeDatabase, loadConfig, withoutPassword } from './config';
import { createS3Copy } from './services/backups/offsite-copy';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildApp({
    database: config.database,
    corsOrigins: config.corsOrigins,
    mediaDir: config.mediaDir,
    mediaLimits: config.mediaLimits,
    mediaCacheDir: config.mediaCacheDir,
    seedDemoPhotos: config.demoPhotos,
    seedDemoDepartures: config.demoDepartures,
    adminEmails: config.adminEmails,
    firebaseProjectId: config.firebaseProjectId,
    rateLimit: config.rateLimit,
    trustProxy: config.trustProxy,
    publicCacheTtlMs: config.publicCacheTtlMs,
    hsts: config.hsts,
    workingWeekdays: config.workingWeekdays,
    bookingJobIntervalMs: config.bookingJobIntervalMs,
    travellerDetailsKeepYears: config.travellerDetailsKeepYears,
    notifications: config.notifications,
    razorpay: config.razorpay,
    razorpayReconcileIntervalMs: config.razorpayReconcileIntervalMs,
    backups: {
      dir: config.backups.dir,
      time: config.backups.time,
      retention: config.backups.retention,
      offsite: config.backups.s3 ? createS3Copy(config.backups.s3) : null,
    },
    logger: { level: config.logLevel },
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    // A request that never finishes must not keep the process (and PGlite's folder) forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    const { redisUrl, ...rateLimit } = config.rateLimit;
    app.log.info(
      {
        database: describeDatabase(config.database),
        rateLimit: { ...rateLimit, store: redisUrl ? withoutPassword(redisUrl) : 'memory' },
        publicCacheTtlMs: config.publicCacheTtlMs,
        hsts: config.hsts,
        workingWeekdays: config.workingWeekdays,
        bookingJobIntervalMs: config.bookingJobIntervalMs,
        travellerDetailsKeepYears: config.travellerDetailsKeepYears,
        mail: {
          smtp: config.notifications.smtpUrl
            ? withoutPassword(config.notifications.smtpUrl)
            : 'off (SMTP_URL unset)',
          agency: config.notifications.agencyEmails,
          whatsapp: config.notifications.whatsapp ? 'on' : 'off',
        },
        onlinePayments: config.razorpay
          ? `Razorpay (${config.razorpay.apiUrl})`
          : 'off (RAZORPAY_* unset)',
        backups: {
          dir: config.backups.dir,
          time: config.backups.time ? `${config.backups.time} IST` : 'off',
          retention: config.backups.retention,
          offsite: config.backups.s3
            ? `s3://${config.backups.s3.bucket}/${config.backups.s3.prefix}`
            : 'off',
        },
        authEmulator: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
      },
      'starting',
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // Only configuration errors get here (before the logger exists): one readable line, no stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
