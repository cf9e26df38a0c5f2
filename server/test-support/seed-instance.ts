import type { Queryable } from '../db/database.js';
import { instances, workspaceMembers, workspaces } from '../db/schema/index.js';

/**
 * A workspace owned by the user with one ready instance of an unreachable catalogue, written
 * straight to the database: for tests and benches that seed the instance's datasets themselves.
 */
export async function seedInstance(
  db: Queryable,
  ownerId: string,
  name: string,
): Promise<{ workspaceId: string; instanceId: string }> {
  const [workspace] = await db.insert(workspaces).values({ name }).returning();
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace!.id, userId: ownerId, role: 'owner' });
  const [instance] = await db
    .insert(instances)
    .values({ workspaceId: workspace!.id, name, url: 'http://catalogue.invalid', state: 'ready' })
    .returning();
  return { workspaceId: workspace!.id, instanceId: instance!.id };
}
