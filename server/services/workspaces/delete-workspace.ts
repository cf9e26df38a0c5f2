import { eq } from 'drizzle-orm';
import { workspaces } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * Deletes a workspace. Everything under it (members, invitations, instances and their working
 * copies, histories, events) cascades.
 */
export async function deleteWorkspace({ db }: DatabaseNeed, workspaceId: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}
