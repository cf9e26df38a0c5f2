import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MemberRow } from '#contract/functions/members.js';
import type { Queryable } from '#server/db/database.js';
import {
  catalogueApiKeys,
  editDestinations,
  users,
  workspaceMembers,
} from '#server/db/schema/index.js';
import { describeDestinations, instanceNamesOf } from './edit-destinations.js';

/**
 * The members of a workspace with their role, edit destination, join date and, per instance,
 * whether they saved a catalogue API key — never the key itself. `userIds` narrows the list.
 */
export async function listMembers(
  db: Queryable,
  workspaceId: string,
  callerId: string,
  userIds?: string[],
): Promise<MemberRow[]> {
  const [instanceNames, members] = await Promise.all([
    instanceNamesOf(db, workspaceId),
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.joinedAt,
      })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          userIds ? inArray(workspaceMembers.userId, userIds) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(users.email)),
  ]);
  if (members.length === 0) return [];
  const memberIds = members.map((member) => member.userId);
  const instanceIds = [...instanceNames.keys()];
  const [destinations, keys] = await Promise.all([
    db
      .select()
      .from(editDestinations)
      .where(
        and(
          eq(editDestinations.workspaceId, workspaceId),
          inArray(editDestinations.userId, memberIds),
        ),
      ),
    instanceIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ userId: catalogueApiKeys.userId, instanceId: catalogueApiKeys.instanceId })
          .from(catalogueApiKeys)
          .where(
            and(
              inArray(catalogueApiKeys.userId, memberIds),
              inArray(catalogueApiKeys.instanceId, instanceIds),
            ),
          ),
  ]);
  const keySet = new Set(keys.map((key) => `${key.userId} ${key.instanceId}`));
  const instancesByName = [...instanceNames].sort((a, b) => a[1].localeCompare(b[1]));
  return members.map((member) => ({
    userId: member.userId,
    name: member.name,
    email: member.email,
    role: member.role,
    editDestinations: describeDestinations(
      destinations.filter((destination) => destination.userId === member.userId),
      instanceNames,
    ),
    joinedAt: member.joinedAt.toISOString(),
    catalogueKeys: instancesByName.map(([instanceId, instanceName]) => ({
      instanceId,
      instanceName,
      set: keySet.has(`${member.userId} ${instanceId}`),
    })),
    isYou: member.userId === callerId,
  }));
}
