import { z } from 'zod';
import type { JobKind } from '../job-kind.js';

/** A harvest of one instance's catalogue, queued by services/harvest; its handler runs it. */
export const harvestInstanceKind = {
  name: 'instances.harvest',
  payload: z.object({ runId: z.uuid() }),
} satisfies JobKind;
