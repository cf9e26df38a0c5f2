/** Roles in a workspace, from most to least powerful (issue 7 documents what each may do). */
export const workspaceRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/**
 * Sync status of a dataset or resource against its catalogue. to_delete: a catalogue dataset
 * deleted here, which the next sync deletes there (until then it can be restored).
 */
export const syncStatuses = [
  'synced',
  'not_synced',
  'conflict',
  'local_only',
  'to_delete',
] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/**
 * The dataset list's filter by sync status, as people ask for it: everything changed here and not
 * yet in the catalogue (unsynced: changed, conflict, only here, to be deleted), or one of those,
 * or datasets removed from the catalogue, or in step with it (synced and still there).
 */
export const datasetSyncFilters = [
  'unsynced',
  'not_synced',
  'conflict',
  'local_only',
  'to_delete',
  'removed',
  'synced',
] as const;
export type DatasetSyncFilter = (typeof datasetSyncFilters)[number];

/** The sync statuses whose local changes the catalogue does not hold yet. */
export const unsyncedStatuses = ['not_synced', 'conflict', 'local_only', 'to_delete'] as const;

/** Who may see a dataset in its catalogue: everyone, or its organization's members (CKAN `private`). */
export const datasetVisibilities = ['public', 'private'] as const;
export type DatasetVisibility = (typeof datasetVisibilities)[number];

/** Link status of a resource or dataset. */
export const linkStatuses = ['alive', 'dead', 'unknown'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

/** Why a link got its status (the link checker's verdict); the web turns each into en/ja text. */
export const linkReasons = [
  'ok',
  'http-status',
  'dns-not-found',
  'dns-failure',
  'refused',
  'unreachable',
  'reset',
  'tls-error',
  'timeout',
  'too-many-redirects',
  'redirect-loop',
  'blocked-address',
  'invalid-url',
  'unsupported-scheme',
  'rate-limited',
  'server-error',
  'network-error',
] as const;
export type LinkReason = (typeof linkReasons)[number];

/**
 * What a link check covers: an instance's resources, a dataset's, one resource's, or the links
 * an earlier check found dead once and that wait for a second look to confirm it.
 */
export const linkCheckScopes = ['instance', 'dataset', 'resource', 'unconfirmed'] as const;
export type LinkCheckScope = (typeof linkCheckScopes)[number];

export const linkCheckTriggers = ['manual', 'schedule', 'confirmation'] as const;
export type LinkCheckTrigger = (typeof linkCheckTriggers)[number];

export const linkCheckStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type LinkCheckStatus = (typeof linkCheckStatuses)[number];

/** Sorts of the workspace's list of dead and unknown links. */
export const linkListSorts = [
  'status',
  'since_desc',
  'since_asc',
  'dataset',
  'organization',
  'reason',
] as const;
export type LinkListSort = (typeof linkListSorts)[number];

export const instanceStates = ['preparing', 'ready'] as const;
export type InstanceState = (typeof instanceStates)[number];

export const harvestTriggers = ['initial', 'manual', 'schedule'] as const;
export type HarvestTrigger = (typeof harvestTriggers)[number];

export const harvestStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type HarvestStatus = (typeof harvestStatuses)[number];

/** Dataset sort options. */
export const datasetSorts = [
  'default',
  'modified_desc',
  'modified_asc',
  'resources_desc',
  'resources_asc',
  'score_asc',
  'score_desc',
] as const;
export type DatasetSort = (typeof datasetSorts)[number];

/** The pager's 'Rows per page' options. */
export const rowsPerPageOptions = [10, 25, 50, 100] as const;
export const defaultRowsPerPage = 25;

export const eventLevels = ['info', 'warning', 'error'] as const;
export type EventLevel = (typeof eventLevels)[number];
