// Fastify logs two `info` lines for every request ("incoming request", "request completed"), and
// pino writes each with a synchronous write to stdout: at the production level (`info`) that is
// two system calls on the hot path of every read (about a third of a cached read's CPU). Requests
// are logged at `debug` instead (LOG_LEVEL=debug shows them again); a request that fails is still
// logged as an error, and the error handler logs 4xx/5xx with their reasons as before.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestsAtDebugLevel extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
