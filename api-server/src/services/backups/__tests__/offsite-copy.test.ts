// The off-site copy through @aws-sdk/client-s3, pointed at a local server that answers PutObject as
// S3's documentation says (testing/local-s3.ts: SigV4 signature recomputed, Content-Length, SHA-256 checked,
// S3's XML errors): the dump's bytes and its manifest land under the prefix; S3 refusing the bytes
// (their SHA-256 is not the manifest's) or the request (AccessDenied, an unknown key) fails the copy
// before the manifest is sent, so a copy is never listed as whole when it is not.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { BackupManifest } from '../backup-files';
import { createS3Copy, type S3Settings } from '../offsite-copy';
import {
  LOCAL_S3_ACCESS_KEY,
  LOCAL_S3_SECRET_KEY,
  startLocalS3,
  type LocalS3,
} from '../../../testing/local-s3';

const folder = mkdtempSync(path.join(tmpdir(), 'tours-s3-'));
let s3: LocalS3;
let settings: S3Settings;
beforeAll(async () => {
  s3 = await startLocalS3('tours-offsite');
  settings = {
    bucket: 'tours-offsite',
    prefix: 'nightly/',
    region: 'ap-south-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: LOCAL_S3_ACCESS_KEY,
    secretAccessKey: LOCAL_S3_SECRET_KEY,
  };
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A dump of `size` random-looking bytes on disk and its manifest. */
function dumpOf(name: string, size: number): { file: string; manifest: BackupManifest } {
  const bytes = Buffer.alloc(size, 0);
  for (let at = 0; at < size; at += 1) bytes[at] = (at * 7919) % 251;
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return {
    file,
    manifest: {
      format: 'tours-backup/1',
      file: name,
      kind: 'postgres',
      trigger: 'scheduled',
      createdAt: '2026-11-27T20:30:00.000Z',
      sizeBytes: size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      schema: 'public',
      serverVersion: '15.20',
      tables: { bookings: 46 },
    },
  };
}

describe('the S3 copy', () => {
  it('puts the dump (its exact bytes) then its manifest under the prefix', async () => {
    const { file, manifest } = dumpOf('tours-postgres-20261127T203000Z.dump', 3_000_000);
    const where = await createS3Copy(settings).copy(file, manifest);
    expect(where).toBe('s3://tours-offsite/nightly/tours-postgres-20261127T203000Z.dump');
    const stored = s3.objects('tours-offsite');
    const dump = stored.get('nightly/tours-postgres-20261127T203000Z.dump');
    expect(createHash('sha256').update(dump!.body).digest('hex')).toBe(manifest.sha256);
    expect(dump!.contentType).toBe('application/octet-stream');
    const copied = stored.get('nightly/tours-postgres-20261127T203000Z.dump.manifest.json');
    expect(JSON.parse(copied!.body.toString('utf8'))).toEqual(manifest);
    expect(copied!.contentType).toBe('application/json');
    // The dump first: a manifest in the bucket means its dump is whole there.
    expect(s3.requests.slice(-2)).toEqual([
      'PUT /tours-offsite/nightly/tours-postgres-20261127T203000Z.dump',
      'PUT /tours-offsite/nightly/tours-postgres-20261127T203000Z.dump.manifest.json',
    ]);
  });

  it('bytes that are not the manifest’s SHA-256 are refused by S3 (BadDigest): the copy fails, no manifest', async () => {
    const { file, manifest } = dumpOf('tours-postgres-20261128T203000Z.dump', 4_096);
    writeFileSync(file, Buffer.alloc(4_096, 1)); // the file changed after it was checked
    await expect(createS3Copy(settings).copy(file, manifest)).rejects.toMatchObject({
      name: 'BadDigest',
    });
    const stored = s3.objects('tours-offsite');
    expect(stored.has('nightly/tours-postgres-20261128T203000Z.dump')).toBe(false);
    expect(stored.has('nightly/tours-postgres-20261128T203000Z.dump.manifest.json')).toBe(false);
  });

  it('a refused upload (AccessDenied) rejects, and the manifest is not sent', async () => {
    const { file, manifest } = dumpOf('tours-postgres-20261129T203000Z.dump', 1_024);
    s3.refuseNext('20261129T203000Z.dump');
    await expect(createS3Copy(settings).copy(file, manifest)).rejects.toThrow('Access Denied');
    expect(s3.requests.at(-1)).toBe(
      'PUT /tours-offsite/nightly/tours-postgres-20261129T203000Z.dump',
    );
    expect(s3.objects('tours-offsite').has(`nightly/${manifest.file}.manifest.json`)).toBe(false);
  });

  it('a key S3 does not know, a wrong secret, or a bucket that does not exist, fails with S3’s own message', async () => {
    const { file, manifest } = dumpOf('tours-postgres-20261130T203000Z.dump', 1_024);
    await expect(
      createS3Copy({ ...settings, accessKeyId: 'AKIAUNKNOWN000000000' }).copy(file, manifest),
    ).rejects.toThrow('The AWS Access Key Id you provided does not exist in our records.');
    await expect(
      createS3Copy({ ...settings, secretAccessKey: 'not-the-secret' }).copy(file, manifest),
    ).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(
      createS3Copy({ ...settings, bucket: 'no-such-bucket' }).copy(file, manifest),
    ).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
