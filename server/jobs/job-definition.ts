import type { z } from 'zod';
import type { Runtime } from '../runtime.js';

export interface JobOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface JobContext {
  runtime: Runtime;
  jobId: string;
}

/**
 * What queueing a job needs: its name and payload schema. A service that queues a job imports
 * only this, never the handler, so a job's handler may call services without an import cycle.
 */
export interface JobKind<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
}

/** A job is a definition in the typed registry: its name, payload schema, options and handler. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> extends JobKind<Payload> {
  options: JobOptions;
  /** How many jobs one worker takes per fetch; throughput is bounded by polling, not the database. */
  batchSize: number;
  /** How many jobs of this kind one process runs at once (e.g. one per core for CPU-bound checks). */
  concurrency: number;
  /** Cron (UTC) for a recurring sweep, if any. */
  schedule?: string;
  handle(payload: z.output<Payload>, context: JobContext): Promise<void>;
}

export function defineJob<Payload extends z.ZodType>(
  definition: Omit<JobDefinition<Payload>, 'options' | 'batchSize' | 'concurrency'> &
    Partial<Pick<JobDefinition<Payload>, 'options' | 'batchSize' | 'concurrency'>>,
): JobDefinition<Payload> {
  return {
    options: { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
    batchSize: 1,
    concurrency: 1,
    ...definition,
  };
}
