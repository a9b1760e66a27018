// multipart/form-data bodies for app.inject(), built by hand so that a test controls every byte:
// the file name and the part's Content-Type say one thing, the bytes may say another.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  bytes: Buffer;
  /** The name the browser would send ('photo.jpg'): never trusted by the API. */
  filename?: string;
  /** The part's Content-Type: never trusted either. */
  type?: string;
  /** The form field (default `file`). */
  field?: string;
}

export function multipartBody(
  file: FilePart | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tours${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    const field = file.field ?? 'file';
    const filename = file.filename ?? 'photo.jpg';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
