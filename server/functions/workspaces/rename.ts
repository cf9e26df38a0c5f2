import { eq } from 'drizzle-orm';
import { workspacesRename } from '../../../contract/functions/workspaces.js';
import { workspaces } from '../../db/schema/index.js';
import { requireWorkspace } from '../../policies/workspaces.js';
import { recordEvent } from '../../services/events/record-event.js';
import { countInstances } from '../../services/workspaces/workspace-queries.js';
import { implement } from '../implement.js';

export default implement(workspacesRename, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  async handle({ runtime, actor, input, permit }) {
    const renamed = await runtime.db.transaction(async (tx) => {
      const [row] = await tx
        .update(workspaces)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(workspaces.id, permit.workspace.id))
        .returning();
      await recordEvent(tx, {
        workspaceId: permit.workspace.id,
        level: 'info',
        kind: 'workspace.renamed',
        actorId: actor.id,
        details: { from: permit.workspace.name, to: input.name },
      });
      return row!;
    });
    return {
      id: renamed.id,
      name: renamed.name,
      role: permit.role,
      instanceCount: await countInstances(runtime.db, renamed.id),
      createdAt: renamed.createdAt.toISOString(),
    };
  },
});
