import { z } from 'zod';
import { eventLevels } from '../enums.js';
import { defineFunction } from './define.js';
import { pagedList, ZPageRequest } from './paged-list.js';
import { ZRequestOrigin } from './histories.js';

export const ZEventRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  level: z.enum(eventLevels),
  /** A stable kind (harvest.succeeded, dataset.synced, …) the web turns into en/ja text. */
  kind: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  origin: ZRequestOrigin,
  /** The message's parameters and, for failures, the technical detail. */
  details: z.record(z.string(), z.unknown()),
});
export type EventRow = z.infer<typeof ZEventRow>;

/** The events page: newest first. */
export const eventsList = defineFunction('events.list', {
  input: z.object({
    instanceId: z.uuid(),
    level: z.enum(eventLevels).optional(),
    ...ZPageRequest.shape,
  }),
  output: pagedList(ZEventRow),
});
