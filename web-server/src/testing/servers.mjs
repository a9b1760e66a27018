// Test helpers: a build folder on disk, and servers listening on a free local port.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A build folder with these files (path -> content), in a fresh temporary folder.
 * @param {Record<string, string>} files
 * @param {string} [under] sub-folder of the temporary folder
 */
export function buildFolder(files, under = 'dist') {
  const dir = join(mkdtempSync(join(tmpdir(), 'web-server-')), under);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/**
 * Starts the web server on 127.0.0.1 and a free port; returns its base URL and how to stop it.
 * @param {import('fastify').FastifyInstance} app
 */
export async function listen(app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { base: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
