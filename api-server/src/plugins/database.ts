// App plugin `database`: opens the database (or adopts one handed in), applies the migrations,
// and closes it with the app.
import fp from 'fastify-plugin';

import { createDatabase, type Database, type DatabaseConfig } from '../db/database';
import { migrate } from '../db/migrator';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  /** A configuration to open (the app closes it), or an open database (the caller closes it). */
  database: DatabaseConfig | Database;
  migrationsDir?: string;
}

function isOpenDatabase(value: DatabaseConfig | Database): value is Database {
  return 'db' in value;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = !isOpenDatabase(options.database);
    const database = isOpenDatabase(options.database)
      ? options.database
      : await createDatabase(options.database, {
          onIdleConnectionError: (error) =>
            app.log.warn({ err: error }, 'an idle database connection failed; it will be replaced'),
        });
    try {
      const result = await migrate(database.db, options.migrationsDir);
      if (result.applied.length > 0) {
        app.log.info({ applied: result.applied }, 'migrations applied');
      }
      if (result.changed.length > 0) {
        app.log.warn(
          { changed: result.changed },
          'applied migrations were edited afterwards; their changes are NOT in the database (add a new migration)',
        );
      }
    } catch (error) {
      if (owned) await database.close();
      throw error;
    }
    app.decorate('database', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database', fastify: '5.x' },
);
