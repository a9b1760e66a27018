import path from 'node:path';

import {
  DEFAULT_CORS_ORIGINS,
  DEFAULT_MEDIA_CACHE_DIR,
  DEFAULT_MEDIA_DIR,
  DEFAULT_PGLITE_DATA_DIR,
  describeDatabase,
  loadConfig,
  withoutPassword,
} from '../config';

describe('loadConfig', () => {
  it('turns Razorpay on only with its three secrets: one or two of them stop the start, naming the rest', () => {
    const secrets = {
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    };
    expect(loadConfig(secrets).razorpay).toEqual({
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
      apiUrl: 'https://api.razorpay.com',
    });
    expect(() => loadConfig({ ...secrets, RAZORPAY_WEBHOOK_SECRET: ' ' })).toThrow(
      'Online payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET together; missing RAZORPAY_WEBHOOK_SECRET.',
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_key' })).toThrow(
      'missing RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ ...secrets, RAZORPAY_API_URL: 'api.razorpay.com' })).toThrow(
      'RAZORPAY_API_URL must be an http(s) address',
    );
  });

  it('has working defaults for a local run', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: 'localhost',
      logLevel: 'info',
      database: { driver: 'pglite', dataDir: DEFAULT_PGLITE_DATA_DIR },
      corsOrigins: DEFAULT_CORS_ORIGINS,
      adminEmails: ['admin@example.com'],
      firebaseProjectId: 'demo-tours',
      mediaDir: DEFAULT_MEDIA_DIR,
      mediaCacheDir: DEFAULT_MEDIA_CACHE_DIR,
      demoPhotos: true,
      demoDepartures: true,
      mediaLimits: { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 },
      rateLimit: { max: 10, timeWindowMs: 60_000 },
      trustProxy: false,
      publicCacheTtlMs: 5_000,
      hsts: false,
      workingWeekdays: [1, 2, 3, 4, 5, 6],
      bookingJobIntervalMs: 60_000,
      // No SMTP_URL: no email is written; no WhatsApp token: no WhatsApp.
      notifications: {
        siteName: 'Sonarpur Tours & Travels',
        siteUrl: 'http://localhost:3000',
        smtpUrl: null,
        mailFrom: '"Sonarpur Tours & Travels" <bookings@localhost>',
        agencyEmails: [],
        upiId: null,
        whatsapp: null,
        retry: { maxAttempts: 8, baseDelayMs: 30_000, leaseMs: 120_000 },
        sendOnCommit: true,
      },
      // No RAZORPAY_*: no online payments, the product as before.
      razorpay: null,
      razorpayReconcileIntervalMs: 3_600_000,
      // Daily at 02:00 IST into <repo root>/.data/backups, 7 daily and 4 weekly kept, no copy.
      backups: {
        dir: path.resolve(__dirname, '../../../.data/backups'),
        time: '02:00',
        retention: { daily: 7, weekly: 4 },
        s3: null,
      },
      // Completed trips' travellers' ages and genders erased after 2 years.
      travellerDetailsKeepYears: 2,
    });
    // <repo root>/.data/pglite and <package>/media.
    expect(DEFAULT_PGLITE_DATA_DIR).toBe(path.resolve(__dirname, '../../../.data/pglite'));
    expect(DEFAULT_MEDIA_DIR).toBe(path.resolve(__dirname, '../../media'));
    expect(DEFAULT_MEDIA_CACHE_DIR).toBe(path.resolve(__dirname, '../../.media-cache'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'WARN',
      DATABASE_URL: 'postgres://tours:secret@db:5432/tours',
      PGLITE_DATA_DIR: '/ignored/with/a/server',
      CORS_ORIGINS: ' https://tours.example.com/ , https://admin.tours.example.com ',
      ADMIN_EMAILS: 'Owner@Tours.example.com,ops@tours.example.com',
      FIREBASE_PROJECT_ID: 'tours-prod',
      MEDIA_DIR: '/srv/media',
      MEDIA_CACHE_DIR: '/var/cache/tours-media',
      DEMO_PHOTOS: 'false',
      DEMO_DEPARTURES: 'false',
      MEDIA_MAX_BYTES: '10485760',
      MEDIA_MAX_PIXELS: '30000000',
      RATE_LIMIT_MAX: '30',
      RATE_LIMIT_WINDOW_MS: '120000',
      REDIS_URL: ' redis://:secret@cache:6379/0 ',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      PUBLIC_CACHE_TTL_MS: '0',
      HSTS: 'true',
      WORKING_WEEKDAYS: '6, 1,2,3,4,5,1',
      BOOKING_JOB_INTERVAL_MS: '0',
      TRAVELLER_DETAILS_KEEP_YEARS: '3',
      SITE_NAME: 'Dakshin Tours',
      SITE_URL: 'https://tours.example.com/',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
      MAIL_FROM: 'Dakshin Tours <bookings@tours.example.com>',
      AGENCY_NOTIFY_EMAIL: 'office@tours.example.com, owner@tours.example.com',
      AGENCY_UPI_ID: ' sonarpur.tours@okhdfcbank ',
      WHATSAPP_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_API_URL: 'http://127.0.0.1:9999/v21.0',
      NOTIFY_MAX_ATTEMPTS: '5',
      NOTIFY_RETRY_BASE_MS: '10000',
      NOTIFY_LEASE_MS: '60000',
      RAZORPAY_KEY_ID: ' rzp_live_key ',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:4500',
      RAZORPAY_RECONCILE_MS: '600000',
      BACKUP_DIR: '/var/backups/tours',
      BACKUP_TIME: '23:30',
      BACKUP_KEEP_DAILY: '14',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_S3_BUCKET: 'tours-offsite',
      BACKUP_S3_PREFIX: 'nightly/',
      BACKUP_S3_REGION: 'ap-south-1',
      BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9000',
      BACKUP_S3_FORCE_PATH_STYLE: 'true',
      BACKUP_S3_ACCESS_KEY_ID: 'key',
      BACKUP_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'warn',
      database: { driver: 'postgres', connectionString: 'postgres://tours:secret@db:5432/tours' },
      corsOrigins: ['https://tours.example.com', 'https://admin.tours.example.com'],
      adminEmails: ['owner@tours.example.com', 'ops@tours.example.com'],
      firebaseProjectId: 'tours-prod',
      mediaDir: '/srv/media',
      mediaCacheDir: '/var/cache/tours-media',
      demoPhotos: false,
      demoDepartures: false,
      mediaLimits: { maxBytes: 10485760, maxPixels: 30000000 },
      rateLimit: { max: 30, timeWindowMs: 120_000, redisUrl: 'redis://:secret@cache:6379/0' },
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      publicCacheTtlMs: 0,
      hsts: true,
      workingWeekdays: [1, 2, 3, 4, 5, 6],
      bookingJobIntervalMs: 0,
      notifications: {
        siteName: 'Dakshin Tours',
        siteUrl: 'https://tours.example.com',
        smtpUrl: 'smtp://mailer:secret@smtp.example.com:587',
        mailFrom: 'Dakshin Tours <bookings@tours.example.com>',
        agencyEmails: ['office@tours.example.com', 'owner@tours.example.com'],
        upiId: 'sonarpur.tours@okhdfcbank',
        whatsapp: {
          token: 'wa-token',
          phoneNumberId: '1234567890',
          apiUrl: 'http://127.0.0.1:9999/v21.0',
        },
        retry: { maxAttempts: 5, baseDelayMs: 10_000, leaseMs: 60_000 },
        sendOnCommit: true,
      },
      razorpay: {
        keyId: 'rzp_live_key',
        keySecret: 'key-secret',
        webhookSecret: 'webhook-secret',
        apiUrl: 'http://127.0.0.1:4500',
      },
      razorpayReconcileIntervalMs: 600_000,
      backups: {
        dir: '/var/backups/tours',
        time: '23:30',
        retention: { daily: 14, weekly: 0 },
        s3: {
          bucket: 'tours-offsite',
          prefix: 'nightly/',
          region: 'ap-south-1',
          endpoint: 'http://127.0.0.1:9000',
          forcePathStyle: true,
          accessKeyId: 'key',
          secretAccessKey: 'secret',
        },
      },
      travellerDetailsKeepYears: 3,
    });
    expect(withoutPassword('redis://:secret@cache:6379/0')).toBe('redis://:***@cache:6379/0');
    expect(describeDatabase(config.database)).toBe(
      'PostgreSQL (postgres://tours:***@db:5432/tours)',
    );
  });

  it('BACKUP_TIME is HH:MM, HH:MM:SS or off; BACKUP_KEEP_DAILY at least 1', () => {
    expect(loadConfig({ BACKUP_TIME: 'off' }).backups.time).toBeNull();
    expect(loadConfig({ BACKUP_TIME: '02:00:30' }).backups.time).toBe('02:00:30');
    expect(() => loadConfig({ BACKUP_TIME: '2am' })).toThrow(
      'BACKUP_TIME must be HH:MM (24-hour, India time; HH:MM:SS also works) or off, got "2am".',
    );
    expect(() => loadConfig({ BACKUP_TIME: '24:00' })).toThrow(/BACKUP_TIME/);
    expect(() => loadConfig({ BACKUP_TIME: '02:00:60' })).toThrow(/BACKUP_TIME/);
    expect(() => loadConfig({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/);
  });

  it('TRAVELLER_DETAILS_KEEP_YEARS: 2 unless set, a whole number of at least 1', () => {
    expect(loadConfig({}).travellerDetailsKeepYears).toBe(2);
    expect(loadConfig({ TRAVELLER_DETAILS_KEEP_YEARS: '3' }).travellerDetailsKeepYears).toBe(3);
    expect(() => loadConfig({ TRAVELLER_DETAILS_KEEP_YEARS: '0' })).toThrow(
      'TRAVELLER_DETAILS_KEEP_YEARS must be a whole number of at least 1, got "0".',
    );
  });

  it('uses PGLITE_DATA_DIR when there is no DATABASE_URL', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: '/var/lib/tours' }).database).toEqual({
      driver: 'pglite',
      dataDir: '/var/lib/tours',
    });
  });

  it('names the variable that cannot be used', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ WORKING_WEEKDAYS: '1,2,7' })).toThrow(/WORKING_WEEKDAYS/);
    expect(() => loadConfig({ WORKING_WEEKDAYS: 'Mon' })).toThrow(/WORKING_WEEKDAYS/);
    expect(() => loadConfig({ BOOKING_JOB_INTERVAL_MS: '-1' })).toThrow(/BOOKING_JOB_INTERVAL_MS/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_MS: 'a minute' })).toThrow(/RATE_LIMIT_WINDOW_MS/);
    expect(() => loadConfig({ PUBLIC_CACHE_TTL_MS: '-1' })).toThrow(/PUBLIC_CACHE_TTL_MS/);
    // Fastify 5 ignores a hop count (it trusts no proxy then): refused rather than silently off.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });

  it('sends HSTS only for HSTS=true, the web server’s rule', () => {
    for (const value of [undefined, '', 'false', '1', 'yes', 'TRUE']) {
      expect(loadConfig(value === undefined ? {} : { HSTS: value }).hsts).toBe(false);
    }
    expect(loadConfig({ HSTS: 'true' }).hsts).toBe(true);
  });

  it('reads TRUST_PROXY as a switch or as proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });
});
