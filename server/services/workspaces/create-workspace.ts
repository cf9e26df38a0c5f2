import type { Database } from '#server/db/database.js';
import { workspaceMembers, workspaces } from '#server/db/schema/index.js';
import { recordEvent } from '../events/record-event.js';

/** The creator becomes the workspace's owner, in the same transaction. */
export async function createWorkspace(db: Database, input: { name: string; actorId: string }) {
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name: input.name, createdBy: input.actorId })
      .returning();
    await tx
      .insert(workspaceMembers)
      .values({ workspaceId: workspace!.id, userId: input.actorId, role: 'owner' });
    await recordEvent(tx, {
      workspaceId: workspace!.id,
      level: 'info',
      kind: 'workspace.created',
      actorId: input.actorId,
      details: { name: input.name },
    });
    return workspace!;
  });
}
