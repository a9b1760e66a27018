// The off-site copy's calls to S3, checked through the SDK's own middleware stack: a middleware
// at the 'initialize' step records each command and answers it without sending anything (no S3
// server runs here; no network in tests). What is checked is what S3 relies on: the bucket, the
// key under the prefix, the dump's bytes and length, its SHA-256 for S3 to check, then the
// manifest after the dump.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { S3Client } from '@aws-sdk/client-s3';

import type { BackupManifest } from '../backup-files';
import { createS3Copy } from '../offsite-copy';

const folder = mkdtempSync(path.join(tmpdir(), 'tours-s3-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Sent {
  command: string;
  input: Record<string, unknown>;
}

function recordingClient(fail = false): { client: S3Client; sent: Sent[] } {
  const client = new S3Client({
    region: 'ap-south-1',
    endpoint: 'http://127.0.0.1:9',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  });
  const sent: Sent[] = [];
  client.middlewareStack.add(
    (_next, context) => async (args) => {
      const input = args.input as Sent['input'];
      // The body as S3 would receive it (read here: the caller closes its file after the call).
      sent.push({
        command: context.commandName as string,
        input: { ...input, Body: await text(input.Body) },
      });
      if (fail) throw new Error('Access Denied');
      return { output: { $metadata: { httpStatusCode: 200 } } as never, response: {} };
    },
    { step: 'initialize', name: 'recordS3Calls' },
  );
  return { client, sent };
}

async function text(body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const manifest: BackupManifest = {
  format: 'tours-backup/1',
  file: 'tours-postgres-20261127T203000Z.dump',
  kind: 'postgres',
  trigger: 'scheduled',
  createdAt: '2026-11-27T20:30:00.000Z',
  sizeBytes: 11,
  // sha256('dump-bytes!')
  sha256: '8e75f90d6685e3ae63464c4e965e58ddc493f37dfa53a6a1d2ca3a112f6dfa20',
  schema: 'public',
  serverVersion: '15.20',
  tables: { bookings: 46 },
};

const settings = {
  bucket: 'tours-offsite',
  prefix: 'nightly/',
  region: 'ap-south-1',
  endpoint: 'http://127.0.0.1:9',
  forcePathStyle: true,
  accessKeyId: 'key',
  secretAccessKey: 'secret',
};

describe('the S3 copy', () => {
  it('puts the dump (its bytes, length and SHA-256 for S3 to check) then its manifest, under the prefix', async () => {
    const file = path.join(folder, manifest.file);
    writeFileSync(file, 'dump-bytes!');
    const { client, sent } = recordingClient();
    const where = await createS3Copy(settings, client).copy(file, manifest);
    expect(where).toBe('s3://tours-offsite/nightly/tours-postgres-20261127T203000Z.dump');
    expect(sent.map(({ command, input }) => [command, input.Bucket, input.Key])).toEqual([
      ['PutObjectCommand', 'tours-offsite', 'nightly/tours-postgres-20261127T203000Z.dump'],
      [
        'PutObjectCommand',
        'tours-offsite',
        'nightly/tours-postgres-20261127T203000Z.dump.manifest.json',
      ],
    ]);
    const [dump, manifestPut] = sent as [Sent, Sent];
    expect(dump.input.Body).toBe('dump-bytes!');
    expect(dump.input.ContentLength).toBe(11);
    expect(dump.input.ChecksumSHA256).toBe(Buffer.from(manifest.sha256, 'hex').toString('base64'));
    expect(JSON.parse(manifestPut.input.Body as string)).toEqual(manifest);
  });

  it('a refused upload rejects (the backup then fails) and the manifest is not sent', async () => {
    const file = path.join(folder, manifest.file);
    writeFileSync(file, 'dump-bytes!');
    const { client, sent } = recordingClient(true);
    await expect(createS3Copy(settings, client).copy(file, manifest)).rejects.toThrow(
      'Access Denied',
    );
    expect(sent).toHaveLength(1);
  });
});
