// App plugin `demo-content`: fills an empty database with the demo content on its first start.
import fp from 'fastify-plugin';

import { seedDemoContent } from '../seed/seed-demo-content';

export default fp(
  async (app) => {
    const result = await seedDemoContent(app.database.db);
    if (result.seeded) app.log.info({ counts: result.counts }, 'demo content seeded');
    else app.log.debug({ reason: result.reason }, 'demo content not seeded');
  },
  { name: 'demo-content', dependencies: ['database'], fastify: '5.x' },
);
