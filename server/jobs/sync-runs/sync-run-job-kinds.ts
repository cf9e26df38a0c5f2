import { z } from 'zod';
import type { JobKind } from '../job-kind.js';

/** A "publish many" run, queued by services/sync-runs; its handler works through the items. */
export const runSyncRunKind = {
  name: 'syncRuns.run',
  payload: z.object({ runId: z.uuid() }),
} satisfies JobKind;
