import { PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { z } from 'zod';
import type { Logger } from 'pino';
import { sqlExecutorOf, type DatabaseHandle } from '../db/database.js';
import { carryOverLegacyJobs } from './legacy-schema/carry-over-legacy-jobs.js';
import { setAsideLegacyJobSchema } from './legacy-schema/set-aside-legacy-job-schema.js';
import type { EnqueueOptions, JobKind, JobSender, RunnableJob } from './job-kind.js';

/**
 * pg-boss behind a typed face: only registered definitions can be queued or worked. `Context`
 * is what the handlers receive besides the job's id (the runtime, handed in by whoever builds it).
 */
export class JobQueue<Context extends object = object> implements JobSender {
  readonly boss: PgBoss;
  private started = false;
  /** This process's workers by queue: a job queued here wakes them instead of waiting out the poll. */
  private readonly workerIds = new Map<string, string[]>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly definitions: readonly RunnableJob<Context>[],
    private readonly logger: Logger,
    options: { supervise: boolean; pollingIntervalSeconds?: number },
  ) {
    this.boss = new PgBoss({
      ...database.jobsConnection,
      schema: 'pgboss',
      supervise: options.supervise,
      schedule: options.supervise,
      migrate: true,
    } as ConstructorOptions);
    // pg's errors carry their whole client object: log what a person can act on, one line.
    this.boss.on('error', (error: Error & { code?: string }) =>
      this.logger.error({ error: error.message, code: error.code }, 'job queue error'),
    );
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  }

  private readonly pollingIntervalSeconds: number;

  async start(): Promise<void> {
    await setAsideLegacyJobSchema(this.database.db);
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions) {
      await this.boss.createQueue(definition.name);
    }
    await carryOverLegacyJobs(this.database.db, this.boss, this.definitions, this.logger);
  }

  /** Queues a job by its kind (or full definition); options come from the registered definition. */
  async enqueue<Payload extends z.ZodType>(
    kind: JobKind<Payload>,
    payload: z.input<Payload>,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const definition = this.definitions.find((registered) => registered.name === kind.name);
    if (!definition) throw new Error(`Job ${kind.name} is not in the registry`);
    const data = definition.payload.parse(payload) as object;
    const id = await this.boss.send(definition.name, data, {
      ...definition.options,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      // pg-boss binds one value to a timestamptz and an interval parameter: seconds fail the
      // timestamptz's parsing at bind time, a Date (sent as ISO time) takes the other branch.
      ...(options.startAfterSeconds
        ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
        : {}),
      ...(options.tx ? { db: sqlExecutorOf(options.tx) } : {}),
    });
    this.wakeWorkers(definition.name, options.tx !== undefined);
    return id;
  }

  /**
   * Wakes this process's workers of the queue so they fetch now (polling stays for jobs queued by
   * other processes). A job queued inside the caller's transaction is seen once that commits,
   * which is not heard here: they are woken a few times over the next 800 ms.
   */
  private wakeWorkers(name: string, inTransaction: boolean): void {
    const ids = this.workerIds.get(name);
    if (!ids?.length) return;
    const wake = () => {
      for (const id of ids) this.boss.notifyWorker(id);
    };
    if (!inTransaction) {
      wake();
      return;
    }
    for (const delayMs of [10, 40, 100, 200, 400, 800]) setTimeout(wake, delayMs).unref();
  }

  /** Worker role: take jobs of every definition and run their handlers; register schedules. */
  async work(context: Context): Promise<void> {
    for (const definition of this.definitions) {
      // pg-boss runs each worker's jobs one batch at a time: N workers run N jobs at once.
      for (let worker = 0; worker < definition.concurrency; worker++) {
        let id = '';
        id = await this.boss.work(
          definition.name,
          { batchSize: definition.batchSize, pollingIntervalSeconds: this.pollingIntervalSeconds },
          async (jobs) => {
            await this.runBatch(definition, jobs, context);
            // A worker that has just finished looks for the next job at once, not after the rest
            // of its polling interval: 24 queued checks of ~0.9 s each took 2 s apiece per worker.
            // When the queue is empty that costs one fetch, and polling resumes.
            this.boss.notifyWorker(id);
          },
        );
        this.workerIds.set(definition.name, [...(this.workerIds.get(definition.name) ?? []), id]);
      }
      if (definition.schedule) await this.boss.schedule(definition.name, definition.schedule, {});
    }
  }

  /** Jobs of a batch run one after another; a failure fails only its own job. */
  private async runBatch(
    definition: RunnableJob<Context>,
    jobs: Job<unknown>[],
    context: Context,
  ): Promise<void> {
    for (const job of jobs) {
      try {
        const payload = definition.payload.parse(job.data);
        await definition.handle(payload, { ...context, jobId: job.id });
        await this.boss.complete(definition.name, job.id);
      } catch (error) {
        this.logger.warn({ err: error, job: definition.name, jobId: job.id }, 'job failed');
        await this.boss.fail(definition.name, job.id, {
          message: String((error as Error)?.message ?? error),
        });
      }
    }
  }

  /** Stop taking jobs (they wait in the queue); `work` starts again. */
  async pauseWork(): Promise<void> {
    this.workerIds.clear();
    for (const definition of this.definitions) await this.boss.offWork(definition.name);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
