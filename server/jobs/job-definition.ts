import type { z } from 'zod';
import type { Runtime } from '../runtime.js';
import type { RunnableJob } from './job-kind.js';

/** What every handler receives: the process's runtime (handlers sit above the services). */
export interface JobContext {
  runtime: Runtime;
  jobId: string;
}

/** A job is a definition in the typed registry: its kind, options and handler. */
export type JobDefinition<Payload extends z.ZodType = z.ZodType> = RunnableJob<
  { runtime: Runtime },
  Payload
>;

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
