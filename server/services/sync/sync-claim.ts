import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { datasets } from '#server/db/schema/index.js';
import type { Queryable } from '#server/db/database.js';

/** How long a sync's claim holds: longer than any push takes, short enough to outlive a crash. */
export const syncLeaseMinutes = 15;

/**
 * Claims a dataset for one sync; false when another sync holds it. The claim is one conditional
 * update, so it holds across web processes sharing the database.
 */
export async function claimSync(db: Queryable, datasetId: string): Promise<boolean> {
  const claimed = await db
    .update(datasets)
    .set({ syncStartedAt: sql`now()` })
    .where(
      and(
        eq(datasets.id, datasetId),
        or(
          isNull(datasets.syncStartedAt),
          lt(datasets.syncStartedAt, sql`now() - make_interval(mins => ${syncLeaseMinutes})`),
        ),
      ),
    )
    .returning({ id: datasets.id });
  return claimed.length > 0;
}

/**
 * Releases a dataset's claim; with `claimedSince`, only a claim taken then or later (the claim of
 * a sync run's item that a dead process left behind, not an older one of someone else's).
 */
export async function releaseSync(
  db: Queryable,
  datasetId: string,
  options: { claimedSince?: Date } = {},
): Promise<void> {
  await db
    .update(datasets)
    .set({ syncStartedAt: null })
    .where(
      and(
        eq(datasets.id, datasetId),
        options.claimedSince ? gte(datasets.syncStartedAt, options.claimedSince) : undefined,
      ),
    );
}
