import path from 'node:path';

import {
  DEFAULT_CORS_ORIGINS,
  DEFAULT_MEDIA_DIR,
  DEFAULT_PGLITE_DATA_DIR,
  describeDatabase,
  loadConfig,
} from '../config';

describe('loadConfig', () => {
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
    });
    // <repo root>/.data/pglite and <package>/media.
    expect(DEFAULT_PGLITE_DATA_DIR).toBe(path.resolve(__dirname, '../../../.data/pglite'));
    expect(DEFAULT_MEDIA_DIR).toBe(path.resolve(__dirname, '../../media'));
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
    });
    expect(describeDatabase(config.database)).toBe(
      'PostgreSQL (postgres://tours:***@db:5432/tours)',
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
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
