// The backups (issue 30, docs/operations.md), admin only: the status the dashboard shows and the
// backups made, and a backup made now (what `npm run backup` asks of a running API).
import type { FastifyPluginAsync } from 'fastify';

import { HttpError } from '../lib/http-errors';
import { ref } from './route-schemas';

const drillSchema = {
  type: ['object', 'null'],
  properties: {
    at: { type: 'string' },
    ok: { type: 'boolean' },
    error: { type: ['string', 'null'] },
  },
  required: ['at', 'ok', 'error'],
} as const;

const runSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    trigger: { type: 'string', enum: ['scheduled', 'manual', 'cli'] },
    startedAt: { type: 'string' },
    finishedAt: { type: ['string', 'null'] },
    ok: { type: ['boolean', 'null'] },
    file: { type: ['string', 'null'] },
    sizeBytes: { type: ['number', 'null'] },
    sha256: { type: ['string', 'null'] },
    error: { type: ['string', 'null'] },
    drill: drillSchema,
    copiedTo: { type: ['string', 'null'] },
  },
  required: [
    'id',
    'trigger',
    'startedAt',
    'finishedAt',
    'ok',
    'file',
    'sizeBytes',
    'sha256',
    'error',
    'drill',
    'copiedTo',
  ],
} as const;

const nullableRun = { anyOf: [runSchema, { type: 'null' }] } as const;

const statusSchema = {
  type: 'object',
  properties: {
    lastBackup: nullableRun,
    lastDrill: nullableRun,
    lastGoodAt: { type: ['string', 'null'] },
    stale: { type: 'boolean' },
    staleAfterHours: { type: 'number' },
    backups: { type: 'array', items: runSchema },
  },
  required: ['lastBackup', 'lastDrill', 'lastGoodAt', 'stale', 'staleAfterHours', 'backups'],
} as const;

const manifestSchema = {
  type: 'object',
  properties: {
    format: { type: 'string' },
    file: { type: 'string' },
    kind: { type: 'string', enum: ['pglite', 'postgres'] },
    trigger: { type: 'string' },
    createdAt: { type: 'string' },
    sizeBytes: { type: 'number' },
    sha256: { type: 'string' },
    schema: { type: 'string' },
    serverVersion: { type: 'string' },
    tables: { type: 'object', additionalProperties: { type: 'integer' } },
  },
  required: [
    'format',
    'file',
    'kind',
    'trigger',
    'createdAt',
    'sizeBytes',
    'sha256',
    'schema',
    'serverVersion',
    'tables',
  ],
} as const;

export const BACKUP_BUSY_MESSAGE =
  'A backup is being made right now. Try again when it has finished.';

const backupRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/backups',
    {
      schema: {
        tags: ['backups'],
        summary:
          'The last backup and the last restore drill, whether the last good backup is older than 26 hours, and the backups made (newest first)',
        response: { 200: statusSchema },
      },
    },
    async () => app.backups.runs.status(),
  );

  app.post(
    '/backups',
    {
      schema: {
        tags: ['backups'],
        summary:
          'Make a backup now (dump, check, manifest, restore drill, off-site copy): answers its manifest',
        response: {
          201: manifestSchema,
          409: { description: 'A backup is being made already.', ...ref('Message') },
          500: {
            description:
              'The backup or its drill failed: the message says why (also logged and emailed).',
            ...ref('Message'),
          },
        },
      },
    },
    async (request, reply) => {
      if (app.backups.busy) throw new HttpError(409, BACKUP_BUSY_MESSAGE);
      const outcome = await app.backups.run('manual');
      await app.transaction(request.admin, (repositories) =>
        repositories.audit.record({
          entity: 'backup',
          entityId: outcome.runId,
          action: 'create',
          summary: outcome.ok
            ? `Made a backup: ${outcome.manifest?.file}`
            : `A backup was asked for and failed: ${outcome.error}`,
        }),
      );
      if (!outcome.ok || !outcome.manifest) {
        return reply.code(500).send({ message: `The backup failed: ${outcome.error}` });
      }
      return reply.code(201).send(outcome.manifest);
    },
  );
};

export default backupRoutes;
