import type { WorkspaceRole } from '#contract/enums.js';
import { editDestinations, workspaceMembers } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/** Puts a user in a workspace directly (tests of what follows, not of invitations). */
export async function addMember(
  testApp: TestApp,
  input: {
    workspaceId: string;
    userId: string;
    role: WorkspaceRole;
    /** instanceId → organization names (empty: the whole instance). */
    editDestinations?: Record<string, string[]>;
  },
): Promise<void> {
  const db = testApp.runtime.db;
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: input.workspaceId, userId: input.userId, role: input.role });
  const destinations = Object.entries(input.editDestinations ?? {});
  if (destinations.length > 0) {
    await db.insert(editDestinations).values(
      destinations.map(([instanceId, organizationNames]) => ({
        workspaceId: input.workspaceId,
        userId: input.userId,
        instanceId,
        organizationNames,
      })),
    );
  }
}
