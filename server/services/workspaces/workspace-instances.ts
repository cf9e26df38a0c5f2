import { asc, eq, sql } from 'drizzle-orm';
import { instances } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * A workspace's instances by name, each with whether a harvest of it is queued or running: read in
 * one statement, so a harvest that ends meanwhile shows in the counts or in the flag, never in
 * neither.
 */
export function workspaceInstances({ db }: DatabaseNeed, workspaceId: string) {
  return db
    .select({
      instance: instances,
      harvesting: sql<boolean>`exists (
        select 1 from harvest_runs
        where harvest_runs.instance_id = ${instances.id}
          and harvest_runs.status in ('queued', 'running')
      )`,
    })
    .from(instances)
    .where(eq(instances.workspaceId, workspaceId))
    .orderBy(asc(instances.name));
}
