import type { WorkspaceRole } from '#contract/enums.js';
import { datasetCsvColumns } from '../engines/csv/index.js';

/**
 * Who may call what: every function of the registry × every kind of caller. The test next to this
 * file fails for a function without a row, so a new function cannot ship unjudged.
 *
 * allowed = 200; denied = 403 permission-denied; not-found = 404 (a workspace that is not yours
 * is not there: no probing); unauthenticated = 401.
 */
export type Outcome = 'allowed' | 'denied' | 'not-found' | 'unauthenticated';

/** Who calls. */
export const callers = [
  'owner',
  'admin',
  /** An editor whose edit destination is instance A. */
  'editorIn',
  /** An editor whose edit destination is instance B only. */
  'editorOut',
  'viewer',
  /** Signed in, but not a member of the workspace. */
  'nonMember',
  /** The system administrator, not a member of the workspace. */
  'systemAdmin',
  'signedOut',
] as const;
export type Caller = (typeof callers)[number];

/**
 * What the inputs may use: one workspace with instances A and B and a dataset in A, the callers,
 * and factories for fresh things a call uses up (server/test-support/authorization-world.ts).
 */
export interface AuthorizationWorld {
  users: Partial<Record<Caller, { id: string; email: string; name: string; cookie: string }>>;
  catalogue: { url: string; readonlyToken: string };
  workspaceId: string;
  instanceA: string;
  instanceB: string;
  datasetA: string;
  /** A resource of datasetA, and a (queued) sensitive check of it. */
  resourceA: string;
  checkA: string;
  /** A (queued) link check of resourceA. */
  linkCheckA: string;
  freshMember(role?: WorkspaceRole): Promise<string>;
  /** A finished, older sensitive check of resourceA (not its current result), to delete. */
  olderCheckLog(): Promise<string>;
  freshInvitation(options?: {
    email?: string;
    workspaceId?: string;
  }): Promise<{ id: string; token: string }>;
  workspaceToLeave(caller: Caller): Promise<string>;
  workspaceName(workspaceId: string): Promise<string>;
  giveCatalogueKey(caller: Caller): Promise<void>;
  personalKeyOf(caller: Caller): Promise<string>;
  /** A new session of the caller's (the owner's for a signed-out caller), for a call that ends one. */
  sessionOf(caller: Caller): Promise<string>;
  /** A history row of instance A (its harvest wrote them). */
  historyA: string;
  /** A valid datasets.update input for datasetA at its current version. */
  datasetEdit(): Promise<Record<string, unknown>>;
  /** A dataset of instance A that nobody edits, so a sync of it pushes nothing. */
  datasetUnchanged: string;
  /** A valid datasets.resolveConflict input (current version and catalogue stamp) for datasetA. */
  conflictResolution(): Promise<Record<string, unknown>>;
  /** datasetA's current version. */
  datasetVersion(): Promise<number>;
  /** A new local resource of datasetA, for a call that uses one up. */
  freshResource(): Promise<string>;
  /** datasetA's resource ids, in reverse of their current order. */
  reversedResources(): Promise<string[]>;
  /** A new instance of the workspace (not harvested), for a call that removes one. */
  freshInstance(): Promise<string>;
  /** A new local dataset of instance A (in the editor's organization), for a call that deletes one. */
  freshDataset(): Promise<{ datasetId: string; version: number }>;
  /** A previewed CSV import of instance A that changes nothing, for a call that applies one. */
  freshImport(): Promise<string>;
  /** An applied batch of instance A that changed nothing, for a call that undoes one. */
  appliedBatch(): Promise<string>;
  /** A finished "publish many" run of instance A, started by the owner. */
  freshSyncRun(): Promise<string>;
}

const A = 'allowed';
const D = 'denied';
const N = 'not-found';
const U = 'unauthenticated';

type Profile = Record<Caller, Outcome>;

/** The documented roles of README §Roles, as outcomes per caller. */
export const profiles = {
  /** Anyone, signed in or not. */
  public: {
    owner: A,
    admin: A,
    editorIn: A,
    editorOut: A,
    viewer: A,
    nonMember: A,
    systemAdmin: A,
    signedOut: A,
  },
  /** Any signed-in person, on their own things. */
  signedIn: {
    owner: A,
    admin: A,
    editorIn: A,
    editorOut: A,
    viewer: A,
    nonMember: A,
    systemAdmin: A,
    signedOut: U,
  },
  /** Read a workspace: every member; a system administrator sees every workspace. */
  read: {
    owner: A,
    admin: A,
    editorIn: A,
    editorOut: A,
    viewer: A,
    nonMember: N,
    systemAdmin: A,
    signedOut: U,
  },
  /** Edit an instance: owners, admins, and editors whose edit destination holds it. */
  edit: {
    owner: A,
    admin: A,
    editorIn: A,
    editorOut: D,
    viewer: D,
    nonMember: N,
    systemAdmin: D,
    signedOut: U,
  },
  /** Manage a workspace (members, invitations, instances, settings): owners and admins. */
  manage: {
    owner: A,
    admin: A,
    editorIn: D,
    editorOut: D,
    viewer: D,
    nonMember: N,
    systemAdmin: D,
    signedOut: U,
  },
  /** Something only a member can do to themselves (leave). */
  member: {
    owner: A,
    admin: A,
    editorIn: A,
    editorOut: A,
    viewer: A,
    nonMember: N,
    systemAdmin: N,
    signedOut: U,
  },
  /** Own a workspace (delete it): owners only. */
  own: {
    owner: A,
    admin: D,
    editorIn: D,
    editorOut: D,
    viewer: D,
    nonMember: N,
    systemAdmin: D,
    signedOut: U,
  },
  /** System settings and the outbox. */
  systemAdministrator: {
    owner: D,
    admin: D,
    editorIn: D,
    editorOut: D,
    viewer: D,
    nonMember: D,
    systemAdmin: A,
    signedOut: U,
  },
} satisfies Record<string, Profile>;

export interface MatrixRow {
  profile: keyof typeof profiles;
  /** A valid input for this caller: allowed callers must get 200. May make fresh things to use up. */
  input: (world: AuthorizationWorld, caller: Caller) => unknown;
  /** The body of a function that takes a file (`body: 'file'`): a valid file. */
  file?: Uint8Array;
}

const nameOf = (world: AuthorizationWorld, caller: Caller) => world.users[caller]?.name ?? 'Nobody';

export const authorizationMatrix: Record<string, MatrixRow> = {
  // datasets
  'datasets.get': { profile: 'read', input: (w) => ({ datasetId: w.datasetA }) },
  'datasets.list': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'datasets.filterCounts': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },

  // instances
  'instances.create': {
    profile: 'manage',
    input: (w) => ({
      workspaceId: w.workspaceId,
      name: 'Archive only',
      url: w.catalogue.url,
      limitScope: true,
      organizationIds: 'sakura-pref-archive',
    }),
  },
  'instances.get': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'instances.harvest': { profile: 'edit', input: (w) => ({ instanceId: w.instanceA }) },
  'instances.update': { profile: 'manage', input: (w) => ({ instanceId: w.instanceA, name: 'A' }) },
  'instances.remove': {
    profile: 'manage',
    input: async (w) => ({ instanceId: await w.freshInstance() }),
  },

  // mail, session, system
  'mail.listOutbox': { profile: 'systemAdministrator', input: () => ({}) },
  'account.get': { profile: 'public', input: () => ({}) },
  'account.updateProfile': {
    profile: 'signedIn',
    input: (w, caller) => ({ displayName: nameOf(w, caller) }),
  },
  'system.getSettings': { profile: 'public', input: () => ({}) },
  'system.updateSettings': {
    profile: 'systemAdministrator',
    input: () => ({ enableRegistrations: true }),
  },

  // workspaces
  'workspaces.create': { profile: 'signedIn', input: () => ({ name: 'Own workspace' }) },
  'workspaces.fileFormats': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },
  'workspaces.get': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },
  'workspaces.list': { profile: 'signedIn', input: () => ({}) },
  'workspaces.organizations': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },
  'workspaces.remove': {
    profile: 'own',
    input: async (w, caller) => {
      // A workspace of its own per call, the caller in it with their role, so a delete uses one up.
      const workspaceId = await w.workspaceToLeave(caller);
      return { workspaceId, confirmName: await w.workspaceName(workspaceId) };
    },
  },
  'workspaces.rename': {
    profile: 'manage',
    input: (w) => ({ workspaceId: w.workspaceId, name: 'Matrix' }),
  },

  // members
  'members.list': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },
  'members.update': {
    profile: 'manage',
    input: async (w) => ({
      workspaceId: w.workspaceId,
      userId: await w.freshMember('viewer'),
      role: 'editor',
      editDestinations: [{ instanceId: w.instanceA, organizationNames: [] }],
    }),
  },
  'members.remove': {
    profile: 'manage',
    input: async (w) => ({ workspaceId: w.workspaceId, userId: await w.freshMember('editor') }),
  },
  'members.leave': {
    profile: 'member',
    input: async (w, caller) => ({ workspaceId: await w.workspaceToLeave(caller) }),
  },

  // invitations
  'invitations.list': { profile: 'manage', input: (w) => ({ workspaceId: w.workspaceId }) },
  'invitations.create': {
    profile: 'manage',
    input: (w, caller) => ({
      workspaceId: w.workspaceId,
      email: `invited-by-${caller.toLowerCase()}-${Date.now()}@example.org`,
      role: 'viewer',
    }),
  },
  'invitations.resend': {
    profile: 'manage',
    input: async (w) => ({ invitationId: (await w.freshInvitation()).id }),
  },
  'invitations.revoke': {
    profile: 'manage',
    input: async (w) => ({ invitationId: (await w.freshInvitation()).id }),
  },
  // The token is the permission: whoever holds the link may read it and sign up with it.
  'invitations.get': {
    profile: 'public',
    input: async (w) => ({ token: (await w.freshInvitation()).token }),
  },
  'invitations.signUp': {
    profile: 'public',
    input: async (w) => ({
      token: (await w.freshInvitation()).token,
      name: 'Invited newcomer',
      password: 'a long enough password',
    }),
  },
  'invitations.accept': {
    profile: 'signedIn',
    input: async (w, caller) => ({
      token: (
        await w.freshInvitation({
          ...(w.users[caller] ? { email: w.users[caller].email.toLowerCase() } : {}),
          workspaceId: await w.workspaceToLeave('nonMember'),
        })
      ).token,
    }),
  },

  // catalogue keys: always the caller's own, for an instance they may read
  'catalogueKeys.get': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'catalogueKeys.reveal': {
    profile: 'read',
    input: async (w, caller) => {
      await w.giveCatalogueKey(caller);
      return { instanceId: w.instanceA };
    },
  },
  'catalogueKeys.save': {
    profile: 'read',
    input: (w) => ({ instanceId: w.instanceA, apiKey: w.catalogue.readonlyToken }),
  },
  'catalogueKeys.remove': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  // the key harvests read with: managers only (every member then sees what it may read)
  'catalogueKeys.useForHarvest': {
    profile: 'manage',
    input: async (w, caller) => {
      await w.giveCatalogueKey(caller);
      return { instanceId: w.instanceA, use: true };
    },
  },

  // dataset edits, sync and conflicts (issue 4): changing edits; the comparison reads
  'datasets.create': {
    profile: 'edit',
    input: (w, caller) => ({
      instanceId: w.instanceA,
      name: `matrix-${caller.toLowerCase()}-${Date.now()}`,
      title: 'Matrix dataset',
      licenseId: 'cc-by-4.0',
      organization: 'midori-city',
    }),
  },
  'datasets.update': { profile: 'edit', input: (w) => w.datasetEdit() },
  'datasets.delete': { profile: 'edit', input: (w) => w.freshDataset() },
  'datasets.dismissRemoved': { profile: 'edit', input: (w) => ({ instanceId: w.instanceA }) },
  // datasetA is not marked for deletion: an allowed caller gets it back as it is.
  'datasets.restore': {
    profile: 'edit',
    input: async (w) => ({ datasetId: w.datasetA, version: await w.datasetVersion() }),
  },
  'datasets.sync': {
    profile: 'edit',
    input: async (w, caller) => {
      await w.giveCatalogueKey(caller);
      return { datasetId: w.datasetUnchanged };
    },
  },
  'datasets.syncMany': {
    profile: 'edit',
    input: async (w, caller) => {
      await w.giveCatalogueKey(caller);
      return {
        instanceId: w.instanceA,
        target: { kind: 'ids', ids: [w.datasetUnchanged] },
      };
    },
  },
  'syncRuns.get': { profile: 'read', input: async (w) => ({ runId: await w.freshSyncRun() }) },
  'syncRuns.cancel': { profile: 'edit', input: async (w) => ({ runId: await w.freshSyncRun() }) },
  'datasets.conflict': { profile: 'read', input: (w) => ({ datasetId: w.datasetA }) },
  'datasets.resolveConflict': { profile: 'edit', input: (w) => w.conflictResolution() },
  'resources.create': {
    profile: 'edit',
    input: async (w) => ({
      datasetId: w.datasetA,
      version: await w.datasetVersion(),
      name: 'Matrix resource',
      url: 'https://example.org/matrix.csv',
      format: 'CSV',
    }),
  },
  'resources.update': {
    profile: 'edit',
    input: async (w, caller) => ({
      datasetId: w.datasetA,
      version: await w.datasetVersion(),
      resourceId: w.resourceA,
      name: `Edited by ${caller}`,
      url: 'https://example.org/edited.csv',
    }),
  },
  'resources.remove': {
    profile: 'edit',
    input: async (w) => {
      const resourceId = await w.freshResource();
      return { datasetId: w.datasetA, version: await w.datasetVersion(), resourceId };
    },
  },
  'resources.reorder': {
    profile: 'edit',
    input: async (w) => ({
      datasetId: w.datasetA,
      version: await w.datasetVersion(),
      resourceIds: await w.reversedResources(),
    }),
  },
  'imports.apply': { profile: 'edit', input: async (w) => ({ importId: await w.freshImport() }) },
  'imports.preview': {
    profile: 'edit',
    input: (w) => ({ instanceId: w.instanceA, fileName: 'datasets.csv' }),
    // A dataset CSV with its header only: it changes nothing, so every allowed caller may send it.
    file: new TextEncoder().encode(`${datasetCsvColumns.join(',')}\r\n`),
  },
  'batches.previewChange': {
    profile: 'edit',
    input: (w) => ({
      instanceId: w.instanceA,
      selection: { kind: 'ids', ids: [w.datasetUnchanged] },
      change: { op: 'addTags', tags: ['matrix'] },
    }),
  },
  'batches.get': { profile: 'read', input: async (w) => ({ batchId: await w.freshImport() }) },
  'batches.list': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'batches.previewUndo': {
    profile: 'edit',
    input: async (w) => ({ batchId: await w.appliedBatch() }),
  },
  'vocabularies.get': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'histories.list': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'histories.get': { profile: 'read', input: (w) => ({ historyId: w.historyA }) },
  'events.list': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },

  // sensitive-information checks: starting one edits, reading results reads
  'resources.checkSensitive': { profile: 'edit', input: (w) => ({ resourceId: w.resourceA }) },
  'datasets.checkSensitive': { profile: 'edit', input: (w) => ({ datasetId: w.datasetA }) },
  'instances.checkSensitive': { profile: 'edit', input: (w) => ({ instanceId: w.instanceA }) },
  'sensitive.status': { profile: 'read', input: (w) => ({ datasetId: w.datasetA }) },
  'sensitive.progress': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'sensitive.checks': { profile: 'read', input: (w) => ({ resourceId: w.resourceA }) },
  'sensitive.log': { profile: 'read', input: (w) => ({ checkId: w.checkA }) },
  'sensitive.report': { profile: 'read', input: (w) => ({ resourceId: w.resourceA }) },
  'sensitive.removeLog': {
    profile: 'own',
    input: async (w) => ({ checkId: await w.olderCheckLog() }),
  },

  // link checks: starting one edits, reading statuses, lists and exports reads
  'links.check': {
    profile: 'edit',
    input: (w) => ({ scope: 'instance', instanceId: w.instanceA }),
  },
  'links.progress': { profile: 'read', input: (w) => ({ checkId: w.linkCheckA }) },
  'links.instanceStatus': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  'links.datasetStatus': { profile: 'read', input: (w) => ({ datasetId: w.datasetA }) },
  'links.history': { profile: 'read', input: (w) => ({ resourceId: w.resourceA }) },
  'links.summary': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },
  'links.list': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },
  'links.export': { profile: 'read', input: (w) => ({ workspaceId: w.workspaceId }) },

  // quality: the page and its export read
  'quality.summary': { profile: 'read', input: (w) => ({ instanceId: w.instanceA }) },
  // quality: the standard dataset a dataset is compared with, chosen by those who may edit it
  'quality.chooseStandard': {
    profile: 'edit',
    input: (w) => ({ datasetId: w.datasetA, standard: 'events' }),
  },
  'quality.export': {
    profile: 'read',
    input: (w) => ({ instanceId: w.instanceA, format: 'csv' }),
  },

  // sessions: always the caller's own
  'sessions.list': { profile: 'signedIn', input: () => ({}) },
  'sessions.revoke': {
    profile: 'signedIn',
    input: async (w, caller) => ({ sessionId: await w.sessionOf(caller) }),
  },

  // personal API keys: always the caller's own
  'personalKeys.list': { profile: 'signedIn', input: () => ({}) },
  'personalKeys.create': {
    profile: 'signedIn',
    input: () => ({ name: 'matrix', expiresInDays: 7 }),
  },
  'personalKeys.revoke': {
    profile: 'signedIn',
    input: async (w, caller) => ({ keyId: await w.personalKeyOf(caller) }),
  },
};
