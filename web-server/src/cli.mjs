#!/usr/bin/env node
// `tours-web-server --dir <build folder> --port <port> [--host <host>] [--site]`: serves one
// front-end build until SIGINT or SIGTERM. Settings come from the environment (README.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { createStaticServer } from './static-server.mjs';

const USAGE = 'Usage: tours-web-server --dir <build folder> --port <port> [--host <host>] [--site]';

/** @type {{ values: { dir?: string, port?: string, host?: string, site?: boolean } }} */
let parsed;
try {
  parsed = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      site: { type: 'boolean' },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const { dir, port, host = 'localhost', site } = parsed.values;
if (!dir || !port) {
  console.error(USAGE);
  process.exit(2);
}

let server;
try {
  server = createStaticServer({ dir, ...(site ? { site } : {}) });
} catch (error) {
  // A setting that cannot be used (REMOTE_TIMEOUT_MS=abc): one line naming it.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
server.listen(Number(port), host, () => {
  console.log(`Serving ${resolve(dir)} on http://${host}:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
