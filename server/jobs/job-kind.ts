import type { z } from 'zod';
import type { Queryable } from '../db/database.js';

/*
 * The lower half of a job, which services may import: its kind (name and payload schema) and the
 * face of the queue that sends one. Handlers (`*.job.ts`) sit above the services and call them;
 * a service never imports a handler, so jobs and services form no circle (docs/architecture.md).
 */

/** What queueing a job needs: its name and payload schema. */
export interface JobKind<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
}

export interface JobOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface EnqueueOptions {
  /** Queue inside this transaction: the job exists only if the change commits. */
  tx?: Queryable;
  singletonKey?: string;
  startAfterSeconds?: number;
}

/** What a service that queues jobs receives: the queue's sending side only. */
export interface JobSender {
  enqueue<Payload extends z.ZodType>(
    kind: JobKind<Payload>,
    payload: z.input<Payload>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

/** A job the queue can run, whatever its handlers receive besides the job's id. */
export interface RunnableJob<
  Context extends object,
  Payload extends z.ZodType = z.ZodType,
> extends JobKind<Payload> {
  options: JobOptions;
  /** How many jobs one worker takes per fetch; throughput is bounded by polling, not the database. */
  batchSize: number;
  /** How many jobs of this kind one process runs at once (e.g. one per core for CPU-bound checks). */
  concurrency: number;
  /** Cron (UTC) for a recurring sweep, if any. */
  schedule?: string;
  handle(payload: z.output<Payload>, context: Context & { jobId: string }): Promise<void>;
}
