/** Roles in a workspace, from most to least powerful (issue 7 documents what each may do). */
export const workspaceRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** Sync status of a dataset or resource against its catalogue. */
export const syncStatuses = ['synced', 'not_synced', 'conflict', 'local_only'] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/** Spec §4: link status of a resource or dataset. */
export const linkStatuses = ['alive', 'dead', 'unknown'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

export const instanceStates = ['preparing', 'ready'] as const;
export type InstanceState = (typeof instanceStates)[number];

export const harvestStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type HarvestStatus = (typeof harvestStatuses)[number];

/** Spec §9: dataset sort options. */
export const datasetSorts = [
  'default',
  'modified_desc',
  'modified_asc',
  'resources_desc',
  'resources_asc',
] as const;
export type DatasetSort = (typeof datasetSorts)[number];

/** Spec §9: the pager's 'Rows per page' options. */
export const rowsPerPageOptions = [10, 25, 50, 100] as const;
export const defaultRowsPerPage = 25;

export const eventLevels = ['info', 'warning', 'error'] as const;
export type EventLevel = (typeof eventLevels)[number];
