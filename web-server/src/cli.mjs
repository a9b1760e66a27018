#!/usr/bin/env node
// `tours-web-server --dir <build folder> --port <port> [--host <host>] [--role host|remote]`: serves
// one front-end build until SIGINT or SIGTERM. `--role host` (or WEB_SERVER_ROLE=host) for the
// site's origin, `remote` (the default) for a remote's. Other settings come from the environment
// (README.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { createWebServer } from './app.mjs';

const USAGE =
  'Usage: tours-web-server --dir <build folder> --port <port> [--host <host>] [--role host|remote]';

/** @type {{ values: { dir?: string, port?: string, host?: string, role?: string } }} */
let parsed;
try {
  parsed = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      role: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const { dir, port, host = 'localhost', role } = parsed.values;
if (!dir || !port) {
  console.error(USAGE);
  process.exit(2);
}

let app;
try {
  app = createWebServer({
    dir,
    ...(role ? { role: /** @type {'host' | 'remote'} */ (role) } : {}),
  });
} catch (error) {
  // A setting that cannot be used (REMOTE_TIMEOUT_MS=abc, --role site): one line naming it.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
await app.listen({ port: Number(port), host });
console.log(`Serving ${resolve(dir)} on http://${host}:${port}`);
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
