// Fastify logs two `info` lines for every request ("incoming request", "request completed"), and
// pino writes each with a synchronous write to stdout: at the production level (`info`) that is
// two system calls on the hot path of every read (about a third of a cached read's CPU). Requests
// are logged at `debug` instead (LOG_LEVEL=debug shows them again); a request that fails is still
// logged as an error, and the error handler logs 4xx/5xx with their reasons as before.
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that makes its pino child (the one carrying the request id) only when it
 * writes a line. Fastify makes one child per request, which is most of what logging costs a
 * request that logs nothing (every successful read, at the production level).
 */
class LazyChildLogger {
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: LevelAware, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get level(): string {
    return this.#real().level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #log(level: Level, args: unknown[]): void {
    if (this.#parent.isLevelEnabled?.(level) === false) return;
    (this.#real()[level] as (...line: unknown[]) => void)(...args);
  }
}

/** Fastify's childLoggerFactory: lazy children, unless the route sets its own log level. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options);
  // The class implements FastifyBaseLogger's methods with looser (unknown[]) parameters.
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
