import { z } from 'zod';
import { workspaceRoles } from '../enums.js';
import { defineFunction } from './define.js';

/**
 * One instance of an editor's edit destination: the whole instance (no organizations), or only
 * the listed organizations of it. Other roles have none.
 */
export const ZEditDestination = z.object({
  instanceId: z.uuid(),
  organizationNames: z.array(z.string().trim().min(1).max(200)).max(500).default([]),
});
export type EditDestination = z.infer<typeof ZEditDestination>;

export const ZEditDestinations = z.array(ZEditDestination).max(200).default([]);

export const ZEditDestinationView = ZEditDestination.extend({
  instanceName: z.string(),
  organizationNames: z.array(z.string()),
});

export const ZMemberRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  editDestinations: z.array(ZEditDestinationView),
  joinedAt: z.string(),
  /** Per instance of the workspace: whether this member has saved a catalogue API key (never the key). */
  catalogueKeys: z.array(
    z.object({ instanceId: z.string(), instanceName: z.string(), set: z.boolean() }),
  ),
  isYou: z.boolean(),
});
export type MemberRow = z.infer<typeof ZMemberRow>;

export const membersList = defineFunction('members.list', {
  input: z.object({ workspaceId: z.uuid() }),
  output: z.object({
    items: z.array(ZMemberRow),
    /** What the caller may do here (the server checks again). */
    permissions: z.object({ manage: z.boolean(), own: z.boolean() }),
  }),
});

/** What a change of membership makes stale: the members, the workspace, the caller's list. */
const membershipReads = ['members.list', 'workspaces.get', 'workspaces.list'] as const;

export const membersUpdate = defineFunction('members.update', {
  invalidates: membershipReads,
  input: z.object({
    workspaceId: z.uuid(),
    userId: z.string().min(1),
    role: z.enum(workspaceRoles),
    editDestinations: ZEditDestinations,
  }),
  output: ZMemberRow,
});

export const membersRemove = defineFunction('members.remove', {
  invalidates: membershipReads,
  input: z.object({ workspaceId: z.uuid(), userId: z.string().min(1) }),
  output: z.object({ removed: z.literal(true) }),
});

/** The caller leaves the workspace (not its last owner). */
export const membersLeave = defineFunction('members.leave', {
  invalidates: ['workspaces.list'],
  input: z.object({ workspaceId: z.uuid() }),
  output: z.object({ left: z.literal(true) }),
});
