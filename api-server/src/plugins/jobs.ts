// App plugin `jobs`: periodic background work run inside every API replica. There is no leader:
// each job claims its due rows inside its own transactions with `FOR UPDATE SKIP LOCKED`, so
// replicas running the same job at once share the rows between them, and a job is written to be
// idempotent (it only picks rows that still need it), so a pass that fails half-way is simply
// done again by the next. Each job runs once as soon as the app is ready (whatever fell due
// while the API was down is done at once), then every `intervalMs`. Tests call `runAll(now)`.
//
// Extension point (docs/architecture.md, "Background work"): a plugin with `dependencies:
// ['jobs']` calls `app.jobs.register({ name, run })`; `run(now)` handles one batch or drains its
// queue and answers how many rows it handled.
import fp from 'fastify-plugin';

export interface BackgroundJob {
  /** For logs: 'release-holds'. */
  name: string;
  /**
   * One pass at `now`: claims due rows (FOR UPDATE SKIP LOCKED) in transactions of its own,
   * handles them, and answers how many. A throw is logged; the next pass tries again.
   */
  run(now: Date): Promise<number>;
}

export interface JobsPluginOptions {
  /** Between the end of one pass and the start of the next (ms); 0 = never on a timer. */
  intervalMs: number;
}

export interface Jobs {
  register(job: BackgroundJob): void;
  /** Runs every job once, one after another: what each handled (a failed job: its error). */
  runAll(now?: Date): Promise<Record<string, number | Error>>;
  /** Resolves when the pass under way (if any) has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const DEFAULT_JOB_INTERVAL_MS = 60_000;

export default fp<JobsPluginOptions>(
  async (app, options) => {
    const jobs: BackgroundJob[] = [];
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let closed = false;

    async function runAll(now = new Date()): Promise<Record<string, number | Error>> {
      const handled: Record<string, number | Error> = {};
      for (const job of jobs) {
        try {
          handled[job.name] = await job.run(now);
          if (handled[job.name])
            app.log.info({ job: job.name, handled: handled[job.name] }, 'job ran');
        } catch (error) {
          handled[job.name] = error as Error;
          app.log.error({ err: error, job: job.name }, 'job failed; the next pass tries again');
        }
      }
      return handled;
    }

    /** One pass, never two at once in this process; then the next is scheduled. */
    function tick(): void {
      running = runAll().finally(() => {
        if (!closed) timer = setTimeout(tick, options.intervalMs);
      });
    }

    app.decorate('jobs', {
      register(job: BackgroundJob) {
        jobs.push(job);
      },
      runAll(now?: Date) {
        const pass = running.then(() => runAll(now));
        running = pass;
        return pass;
      },
      async idle() {
        await running;
      },
    } satisfies Jobs);

    if (options.intervalMs > 0) app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'jobs', fastify: '5.x' },
);
