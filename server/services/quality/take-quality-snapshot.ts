import type { Queryable } from '#server/db/database.js';
import { qualitySnapshots } from '#server/db/schema/index.js';
import { qualityTallies } from './quality-tallies.js';

/** Keeps the instance's quality as it stands after a harvest, to compare with the next one. */
export async function takeQualitySnapshot(
  db: Queryable,
  instanceId: string,
  harvestRunId: string | null,
): Promise<void> {
  const tallies = await qualityTallies(db, instanceId);
  await db.insert(qualitySnapshots).values({ instanceId, harvestRunId, ...tallies });
}
