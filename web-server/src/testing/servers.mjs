// Test helpers: a build folder on disk, and servers listening on a free local port.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A build folder with these files (path -> content), in a fresh temporary folder.
 * @param {Record<string, string>} files
 * @param {string} [under] sub-folder of the temporary folder, e.g. 'host-shell/dist'
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
 * Starts the server on 127.0.0.1 and a free port; returns its base URL and how to stop it.
 * @param {import('node:http').Server} server
 */
export async function listen(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
