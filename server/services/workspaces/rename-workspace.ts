import { eq } from 'drizzle-orm';
import { workspaces } from '#server/db/schema/index.js';
import { recordEvent } from '../events/record-event.js';
import type { DatabaseNeed } from '../service-needs.js';

/** Renames a workspace and logs the change in the same transaction; returns the renamed row. */
export function renameWorkspace(
  { db }: DatabaseNeed,
  workspace: { id: string; name: string },
  name: string,
  actorId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaces)
      .set({ name, updatedAt: new Date() })
      .where(eq(workspaces.id, workspace.id))
      .returning();
    await recordEvent(tx, {
      workspaceId: workspace.id,
      level: 'info',
      kind: 'workspace.renamed',
      actorId,
      details: { from: workspace.name, to: name },
    });
    return row!;
  });
}
