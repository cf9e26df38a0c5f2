import { z } from 'zod';
import type { JobKind } from '../job-kind.js';

/*
 * The sensitive-information checks' queueable jobs, without their handlers: services/sensitive
 * queues these, and the handlers (which run services/sensitive) live in the *.job.ts files beside.
 */

/** One check of one resource; the check row is its log. */
export const checkResourceKind = {
  name: 'sensitive.checkResource',
  payload: z.object({ checkId: z.uuid() }),
} satisfies JobKind;

/** "Check all" of a dataset: one check per resource of the batch. */
export const checkDatasetKind = {
  name: 'sensitive.checkDataset',
  payload: z.object({ batchId: z.uuid() }),
} satisfies JobKind;

/** "Check all" of an instance, a page of resources at a time. */
export const checkInstanceKind = {
  name: 'sensitive.checkInstance',
  payload: z.object({ batchId: z.uuid() }),
} satisfies JobKind;
