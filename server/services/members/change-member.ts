import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { EditDestination } from '#contract/functions/members.js';
import type { Database, Queryable, Transaction } from '#server/db/database.js';
import {
  catalogueApiKeys,
  instances,
  users,
  workspaceMembers,
  workspaces,
} from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { assertMayManageRole } from '#server/policies/members.js';
import type { WorkspaceAccess } from '#server/policies/workspaces.js';
import { recordEvent } from '../events/record-event.js';
import { normaliseEditDestinations, replaceEditDestinations } from './edit-destinations.js';

/**
 * Membership changes lock the workspace row first, so two changes cannot both see "another owner
 * remains" and leave the workspace without one.
 */
async function lockWorkspace(tx: Transaction, workspaceId: string): Promise<void> {
  await tx.execute(
    sql`select 1 from ${workspaces} where ${workspaces.id} = ${workspaceId} for update`,
  );
}

async function membershipOf(tx: Queryable, workspaceId: string, userId: string) {
  const [member] = await tx
    .select({ role: workspaceMembers.role, name: users.name, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!member) throw AppError.notFound('Member');
  return { ...member, role: member.role };
}

async function assertAnotherOwnerRemains(tx: Queryable, workspaceId: string): Promise<void> {
  const [row] = await tx
    .select({ owners: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  if ((row?.owners ?? 0) <= 1)
    throw AppError.aborted('lastOwner', 'A workspace keeps at least one owner');
}

export async function updateMember(
  db: Database,
  access: WorkspaceAccess,
  input: { userId: string; role: WorkspaceRole; editDestinations: EditDestination[] },
): Promise<void> {
  const workspaceId = access.workspace.id;
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const member = await membershipOf(tx, workspaceId, input.userId);
    assertMayManageRole(access, member.role, input.role);
    if (member.role === 'owner' && input.role !== 'owner')
      await assertAnotherOwnerRemains(tx, workspaceId);
    const destinations = await normaliseEditDestinations(
      tx,
      workspaceId,
      input.role,
      input.editDestinations,
    );
    await tx
      .update(workspaceMembers)
      .set({ role: input.role })
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          eq(workspaceMembers.userId, input.userId),
        ),
      );
    await replaceEditDestinations(tx, workspaceId, input.userId, destinations);
    await recordEvent(tx, {
      workspaceId,
      level: 'info',
      kind: 'member.updated',
      actorId: access.actor.id,
      details: {
        userId: input.userId,
        name: member.name,
        email: member.email,
        fromRole: member.role,
        toRole: input.role,
        editDestinations: destinations,
      },
    });
  });
}

/** Removes a member (or the caller, when they leave) with their catalogue keys for its instances. */
export async function removeMember(
  db: Database,
  access: WorkspaceAccess,
  userId: string,
  how: 'removed' | 'left',
): Promise<void> {
  const workspaceId = access.workspace.id;
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const member = await membershipOf(tx, workspaceId, userId);
    if (how === 'removed') assertMayManageRole(access, member.role);
    if (member.role === 'owner') await assertAnotherOwnerRemains(tx, workspaceId);
    await tx
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)),
      );
    // A key for a catalogue the person can no longer reach here is a secret with no purpose.
    await tx
      .delete(catalogueApiKeys)
      .where(
        and(
          eq(catalogueApiKeys.userId, userId),
          inArray(
            catalogueApiKeys.instanceId,
            tx
              .select({ id: instances.id })
              .from(instances)
              .where(eq(instances.workspaceId, workspaceId)),
          ),
        ),
      );
    await recordEvent(tx, {
      workspaceId,
      level: 'info',
      kind: how === 'left' ? 'member.left' : 'member.removed',
      actorId: access.actor.id,
      details: { userId, name: member.name, email: member.email, role: member.role },
    });
  });
}
