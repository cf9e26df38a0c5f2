import { z } from 'zod';
import type { JobKind } from '../job-kind.js';

/*
 * The link checker's queueable jobs, without their handlers: services/links queues these, and
 * the handlers (which run services/links) live in the *.job.ts files beside this one.
 */

export const checkInstanceLinksKind = {
  name: 'links.checkInstance',
  payload: z.object({ checkId: z.uuid() }),
} satisfies JobKind;

export const checkDatasetLinksKind = {
  name: 'links.checkDataset',
  payload: z.object({ checkId: z.uuid() }),
} satisfies JobKind;

export const checkLinkPartKind = {
  name: 'links.checkPart',
  payload: z.object({ checkId: z.uuid(), part: z.number().int().min(0) }),
} satisfies JobKind;
