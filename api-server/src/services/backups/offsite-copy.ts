// The off-site copy of each backup (BACKUP_S3_*): the dump and its manifest put into an
// S3-compatible bucket, so a stolen laptop or a dead disk does not take the backups with it.
import { createReadStream } from 'node:fs';

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

import type { BackupManifest } from './backup-files';

export interface OffsiteCopy {
  /** Copies the dump at `file` and its manifest; answers where they went ('s3://bucket/key'). */
  copy(file: string, manifest: BackupManifest): Promise<string>;
}

/** BACKUP_S3_*: an S3-compatible bucket (AWS, MinIO, R2, Backblaze...). */
export interface S3Settings {
  bucket: string;
  /** Key prefix, 'tours-backups/' by default. */
  prefix: string;
  region: string;
  /** Another service's address (MinIO, R2); null: AWS. */
  endpoint: string | null;
  /** Address the bucket in the path (most S3-compatible servers want it). */
  forcePathStyle: boolean;
  /** null: the SDK's own chain (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** The copy through @aws-sdk/client-s3: the dump, then its manifest (a copy is whole once both are). */
export function createS3Copy(settings: S3Settings, client?: S3Client): OffsiteCopy {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
    });
  return {
    async copy(file, manifest) {
      const key = `${settings.prefix}${manifest.file}`;
      const body = createReadStream(file);
      try {
        await s3.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: key,
            Body: body,
            ContentLength: manifest.sizeBytes,
            // S3 checks the bytes it received against this and refuses the upload otherwise.
            ChecksumSHA256: Buffer.from(manifest.sha256, 'hex').toString('base64'),
            ContentType: 'application/octet-stream',
          }),
        );
      } finally {
        body.destroy();
      }
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: `${key}.manifest.json`,
          Body: `${JSON.stringify(manifest, null, 2)}\n`,
          ContentType: 'application/json',
        }),
      );
      return `s3://${settings.bucket}/${key}`;
    },
  };
}
