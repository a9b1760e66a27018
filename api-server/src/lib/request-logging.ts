// Fastify's LogController with the two lines it writes for every request ("incoming request",
// "request completed") at debug instead of info, as Fastify's documentation shows: pino writes
// each line synchronously, so at the production level (info) every read would pay two writes to
// stdout. LOG_LEVEL=debug shows them; a request that fails is still logged as an error, and the
// error handler logs 4xx/5xx with their reasons.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
