// A local server that answers the part of Amazon S3's documented REST API the off-site copy calls:
// PutObject in path style (`PUT /{bucket}/{key}`), as MinIO and other S3-compatible services take
// it. Like S3 it refuses a request that is not signed with Signature Version 4 by the known access
// key and its secret (403 AccessDenied / InvalidAccessKeyId / SignatureDoesNotMatch), a bucket that does not exist (404 NoSuchBucket), a
// body whose length differs from Content-Length (400 IncompleteBody) and a body whose SHA-256 differs
// from `x-amz-checksum-sha256` or `x-amz-content-sha256` (400 BadDigest / XAmzContentSHA256Mismatch),
// with S3's XML error body; it answers 200 with the object's ETag and checksum otherwise. A body
// sent with `Content-Encoding: aws-chunked` (which the SDK uses when it computes a streaming
// checksum itself; the copy gives it the SHA-256) is answered 501, so such a change shows at once.
// Nothing leaves the machine.
// https://docs.aws.amazon.com/AmazonS3/latest/API/API_PutObject.html
// https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const LOCAL_S3_ACCESS_KEY = 'LOCALS3ACCESSKEY0001';
export const LOCAL_S3_SECRET_KEY = 'local-s3-secret-key-for-tests';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface LocalS3 {
  /** http://127.0.0.1:port, for the client's `endpoint` (with forcePathStyle). */
  endpoint: string;
  /** The objects of `bucket` by key. */
  objects(bucket: string): Map<string, StoredObject>;
  /** Every request's method and path, in order. */
  requests: string[];
  /** The next PutObject of a key ending with `suffix` is refused with S3's AccessDenied. */
  refuseNext(suffix: string): void;
  close(): Promise<void>;
}

function s3Error(
  response: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  resource: string,
): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
      `<Resource>${resource}</Resource><RequestId>local</RequestId></Error>`,
  );
}

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * The request's Signature Version 4 recomputed with the secret key, as S3 does: the canonical
 * request (method, path, sorted query, the signed headers, the payload hash), the string to sign
 * and the key derived from the date, region and service.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
function signatureOf(request: http.IncomingMessage, url: URL, secretKey: string): string | null {
  const authorization = request.headers.authorization ?? '';
  const parts = /Credential=[^/]+\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+)/.exec(
    authorization,
  );
  const amzDate = request.headers['x-amz-date'];
  if (!parts || typeof amzDate !== 'string') return null;
  const [, date, region, signedHeaders] = parts as unknown as [string, string, string, string];
  const canonicalHeaders = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const query = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    String(request.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD'),
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

/** Starts the server on a free port with one bucket, `bucket`. */
export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const buckets = new Map<string, Map<string, StoredObject>>([[bucket, new Map()]]);
  const requests: string[] = [];
  const refusals: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://local-s3');
      const resource = decodeURIComponent(url.pathname);
      requests.push(`${request.method} ${resource}`);
      const [, bucketName = '', ...keyParts] = resource.split('/');
      const key = keyParts.join('/');
      if (request.method !== 'PUT' || !key) {
        s3Error(response, 501, 'NotImplemented', 'Only PutObject is served here.', resource);
        return;
      }
      // SigV4: "AWS4-HMAC-SHA256 Credential=<key>/<date>/<region>/s3/aws4_request, ..."
      const authorization = request.headers.authorization ?? '';
      const credential =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request,/.exec(authorization);
      if (!credential) {
        s3Error(response, 403, 'AccessDenied', 'Access Denied', resource);
        return;
      }
      if (credential[1] !== LOCAL_S3_ACCESS_KEY) {
        s3Error(
          response,
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
          resource,
        );
        return;
      }
      const signature = /Signature=([0-9a-f]{64})/.exec(authorization)?.[1];
      if (!signature || signature !== signatureOf(request, url, LOCAL_S3_SECRET_KEY)) {
        s3Error(
          response,
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
          resource,
        );
        return;
      }
      const objects = buckets.get(bucketName);
      if (!objects) {
        s3Error(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource);
        return;
      }
      const refusal = refusals.findIndex((suffix) => key.endsWith(suffix));
      if (refusal >= 0) {
        refusals.splice(refusal, 1);
        s3Error(response, 403, 'AccessDenied', 'Access Denied', resource);
        return;
      }
      const body = Buffer.concat(chunks);
      const declaredLength = Number(request.headers['content-length']);
      if (Number.isFinite(declaredLength) && declaredLength !== body.length) {
        s3Error(
          response,
          400,
          'IncompleteBody',
          'You did not provide the number of bytes specified by the Content-Length HTTP header.',
          resource,
        );
        return;
      }
      if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
        s3Error(
          response,
          501,
          'NotImplemented',
          'aws-chunked bodies are not served here.',
          resource,
        );
        return;
      }
      const sha256 = createHash('sha256').update(body);
      const hex = sha256.copy().digest('hex');
      const base64 = sha256.digest('base64');
      const contentSha = request.headers['x-amz-content-sha256'];
      if (
        typeof contentSha === 'string' &&
        /^[0-9a-f]{64}$/.test(contentSha) &&
        contentSha !== hex
      ) {
        s3Error(
          response,
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
          resource,
        );
        return;
      }
      const checksum = request.headers['x-amz-checksum-sha256'];
      if (checksum !== undefined && checksum !== base64) {
        s3Error(
          response,
          400,
          'BadDigest',
          'The SHA256 you specified did not match the calculated checksum.',
          resource,
        );
        return;
      }
      objects.set(key, {
        body,
        contentType: request.headers['content-type'],
      });
      response.writeHead(200, {
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
        ...(checksum ? { 'x-amz-checksum-sha256': base64 } : {}),
      });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects(name) {
      return buckets.get(name) ?? new Map();
    },
    requests,
    refuseNext(suffix) {
      refusals.push(suffix);
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
