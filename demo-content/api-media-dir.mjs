// Where the generators write by default: the API's media folder, which it serves at /media/ and
// from which its seed stores the demo photographs (api-server/src/seed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_MEDIA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'api-server',
  'media',
);
