import { z } from 'zod';
import { workspaceRoles } from '../enums.js';
import { defineFunction } from './define.js';
import { ZInstanceSummary } from './instances.js';

export const ZWorkspaceId = z.uuid();

export const ZWorkspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role; null when a system administrator sees a workspace they are not a member of. */
  role: z.enum(workspaceRoles).nullable(),
  instanceCount: z.number().int(),
  createdAt: z.string(),
});

export const workspacesList = defineFunction('workspaces.list', {
  input: z.object({}).default({}),
  output: z.object({ items: z.array(ZWorkspaceSummary) }),
});

export const ZWorkspaceName = z.string().trim().min(1, 'workspaceNameRequired').max(120, 'tooLong');

export const workspacesCreate = defineFunction('workspaces.create', {
  invalidates: ['workspaces.list'],
  input: z.object({ name: ZWorkspaceName }),
  output: ZWorkspaceSummary,
});

export const workspacesGet = defineFunction('workspaces.get', {
  input: z.object({ workspaceId: ZWorkspaceId }),
  output: ZWorkspaceSummary.extend({
    /** Each instance, and whether a harvest of it is queued or running (the page follows it). */
    instances: z.array(ZInstanceSummary.extend({ harvesting: z.boolean() })),
  }),
});

export const workspacesOrganizations = defineFunction('workspaces.organizations', {
  input: z.object({ workspaceId: ZWorkspaceId }),
  output: z.object({
    items: z.array(
      z.object({
        instanceId: z.string(),
        instanceName: z.string(),
        name: z.string(),
        title: z.string(),
        datasetCount: z.number().int(),
        resourceCount: z.number().int(),
      }),
    ),
  }),
});

export const workspacesFileFormats = defineFunction('workspaces.fileFormats', {
  input: z.object({ workspaceId: ZWorkspaceId, instanceId: z.uuid().optional() }),
  output: z.object({
    items: z.array(z.object({ format: z.string(), count: z.number().int() })),
    total: z.number().int(),
  }),
});

export const workspacesRename = defineFunction('workspaces.rename', {
  invalidates: ['workspaces.list', 'workspaces.get'],
  input: z.object({ workspaceId: ZWorkspaceId, name: ZWorkspaceName }),
  output: ZWorkspaceSummary,
});

/**
 * Deletes a workspace and everything under it. `confirmName` must repeat the workspace's name
 * exactly, so neither a slip in the UI nor a script with the wrong id deletes one.
 */
export const workspacesRemove = defineFunction('workspaces.remove', {
  invalidates: ['workspaces.list'],
  input: z.object({ workspaceId: ZWorkspaceId, confirmName: z.string() }),
  output: z.object({ removed: z.literal(true) }),
});
