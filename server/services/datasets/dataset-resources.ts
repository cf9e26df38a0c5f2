import { asc, eq } from 'drizzle-orm';
import { resources } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/** A dataset's resources in their catalogue order (position, then name when positions tie). */
export function datasetResources({ db }: DatabaseNeed, datasetId: string) {
  return db
    .select()
    .from(resources)
    .where(eq(resources.datasetId, datasetId))
    .orderBy(asc(resources.position), asc(resources.name));
}
