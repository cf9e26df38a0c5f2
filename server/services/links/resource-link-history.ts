import { desc, eq } from 'drizzle-orm';
import { linkResults } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

const historyLimit = 100;

/** A resource's latest link results, newest first (at most a hundred). */
export function resourceLinkHistory({ db }: DatabaseNeed, resourceId: string) {
  return db
    .select()
    .from(linkResults)
    .where(eq(linkResults.resourceId, resourceId))
    .orderBy(desc(linkResults.checkedAt))
    .limit(historyLimit);
}
