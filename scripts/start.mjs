#!/usr/bin/env node
// `npm start` (production builds) and `npm run dev` (dev servers, hot reload): the whole product
// from one command. Ctrl-C stops every process it started; data stays in .data/ for the next start.
import { ensureBuilt, startProduct } from './lib/product.mjs';

const dev = process.argv.includes('--dev');

async function main() {
  if (!dev) ensureBuilt();
  else ensureBuilt({ only: ['shared-ui', 'api-server'] });
  const product = await startProduct({ dev });
  const { urls, env } = product;
  console.log(`
  The agency site is running${dev ? ' (development, hot reload)' : ''}:

    Site (host)        ${urls.site}
    Admin sign-in      ${urls.site}/admin/login
    Public site alone  ${urls.publicSite}
    Admin console alone ${urls.admin}/admin/login
    API                ${urls.api}   (health: ${urls.api}/health)
    Auth emulator      ${urls.emulator}
    Mail inbox         ${urls.mailInbox}   (every email the API sends, caught locally)

  Demo admin: ${env.DEMO_ADMIN_EMAIL} / ${env.DEMO_ADMIN_PASSWORD}
  Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await product.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
