// Cache-Control of the public reads. An anonymous answer may be kept by a shared cache (a CDN) for
// a minute, but a browser asks again every time: the admin console reloads these same lists right
// after a save, and a visitor's browser holding a minute-old list would hide the change.
// A request with a token (the admin console) gets `no-store`, like every admin answer.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const PRIVATE_CACHE_CONTROL = 'no-store';

/** Adds `field` to the Vary header, keeping what CORS put there (`Origin`). */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (fields === '') reply.header('vary', field);
  else if (
    !fields
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  ) {
    reply.header('vary', `${fields}, ${field}`);
  }
}

/** onRequest hook of the public GET routes. */
export async function publicReadCaching(request: FastifyRequest, reply: FastifyReply) {
  addVary(reply, 'Authorization');
  reply.header(
    'cache-control',
    request.headers.authorization === undefined ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
  );
}
