/**
 * The routes, and the pages of the dataset form, conflict view and histories (issue 4). Fixed
 * segments (api-key, events, histories, import, sync-runs, new, edit, conflict, users) outrank the parameters beside
 * them; ids are UUIDs, so none is ever taken for one of these words.
 */
export const routePaths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verification: '/signup/verification/:hash',
  invitation: '/invitations/:token',
  passwordReset: '/password-reset',
  newPassword: '/password-reset/:token',
  emailChange: '/email-change/:token',
  settings: '/settings',
  workspaces: '/workspaces',
  workspace: '/workspaces/:workspaceId',
  users: '/workspaces/:workspaceId/users',
  instance: '/workspaces/:workspaceId/:instanceId',
  apiKey: '/workspaces/:workspaceId/:instanceId/api-key',
  events: '/workspaces/:workspaceId/:instanceId/events',
  histories: '/workspaces/:workspaceId/:instanceId/histories',
  import: '/workspaces/:workspaceId/:instanceId/import',
  batches: '/workspaces/:workspaceId/:instanceId/batches',
  batch: '/workspaces/:workspaceId/:instanceId/batches/:batchId',
  syncRun: '/workspaces/:workspaceId/:instanceId/sync-runs/:runId',
  datasetNew: '/workspaces/:workspaceId/:instanceId/new',
  datasetEdit: '/workspaces/:workspaceId/:instanceId/:datasetId/edit',
  datasetConflict: '/workspaces/:workspaceId/:instanceId/:datasetId/conflict',
  dataset: '/workspaces/:workspaceId/:instanceId/:datasetId',
  resource: '/workspaces/:workspaceId/:instanceId/:datasetId/:resourceId',
  log: '/workspaces/:workspaceId/:instanceId/:datasetId/:resourceId/:logId',
} as const;

export type RouteName = keyof typeof routePaths;
