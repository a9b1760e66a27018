// App plugin `demo-content`: fills an empty database with the demo content on its first start,
// and puts the demo photos into the photo library (seed/demo-photos.ts). With the photos' disk
// cache complete this is awaited (seconds); without it, encoding them takes minutes on two cores,
// so they are stored in the background while the API already answers (the content's addresses
// of photos not yet stored answer 404 until then); closing the app stops after the current photo
// and the next start goes on.
import fp from 'fastify-plugin';

import {
  demoPhotosCached,
  demoPhotosPending,
  loadDemoPhotos,
  type DemoPhotoOptions,
} from '../seed/demo-photos';
import { createRepositories } from '../repositories/create-repositories';
import { seedDemoDepartures } from '../seed/demo-departures';
import { seedDemoContent } from '../seed/seed-demo-content';

export interface DemoContentOptions {
  /** Put the demo photos into the library too (default true; API tests leave them out). */
  photos?: boolean;
  /** The photos' disk cache (MEDIA_CACHE_DIR); null = none. */
  cacheDir?: string | null;
  /** Demo departures and their bookings with the demo content (default true). */
  departures?: boolean;
}

export default fp<DemoContentOptions>(
  async (app, options) => {
    const result = await seedDemoContent(app.database.db);
    if (result.seeded && options.departures !== false) {
      const departures = await app.database.db
        .transaction()
        .execute((trx) => seedDemoDepartures(createRepositories(trx, null)));
      app.log.info({ departures }, 'demo departures seeded');
    }
    if (result.seeded) app.log.info({ counts: result.counts }, 'demo content seeded');
    else app.log.debug({ reason: result.reason }, 'demo content not seeded');

    if (options.photos === false || !(await demoPhotosPending(app.database.db))) return;
    const stop = new AbortController();
    const photoOptions: DemoPhotoOptions = {
      signal: stop.signal,
      ...(options.cacheDir === undefined ? {} : { cacheDir: options.cacheDir }),
    };
    const load = loadDemoPhotos(app.database.db, photoOptions).then(
      (loaded) => app.log.info(loaded, 'demo photos in the library'),
      (error: unknown) => app.log.error({ err: error }, 'demo photos not loaded'),
    );
    if (demoPhotosCached(photoOptions)) {
      await load;
      return;
    }
    app.log.info('demo photos: encoding them in the background (first start: a few minutes)');
    // preClose runs before every onClose hook, so before the database is closed: the photo being
    // encoded is finished and stored, the others are left for the next start.
    app.addHook('preClose', async () => {
      stop.abort();
      await load;
    });
  },
  { name: 'demo-content', dependencies: ['database'], fastify: '5.x' },
);
