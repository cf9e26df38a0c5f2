import { asc, eq } from 'drizzle-orm';
import { instances } from '../../db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/** A workspace's instances by name. */
export function workspaceInstances({ db }: DatabaseNeed, workspaceId: string) {
  return db
    .select()
    .from(instances)
    .where(eq(instances.workspaceId, workspaceId))
    .orderBy(asc(instances.name));
}
