import { inArray, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { HarvestStatus, LinkCheckStatus } from '#contract/enums.js';

/** The statuses of a harvest or a link check that has not ended yet. */
const activeStatuses: (HarvestStatus & LinkCheckStatus)[] = ['queued', 'running'];

/** Whether a run (a harvest, a link check) is still active (queued or running) or has finished. */
export function runStatusIs(status: PgColumn, which: 'active' | 'finished'): SQL {
  return which === 'active' ? inArray(status, activeStatuses) : notInArray(status, activeStatuses);
}
