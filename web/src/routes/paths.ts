/** Spec §2's routes. Fixed segments (api-key, events, users) outrank the parameters beside them. */
export const routePaths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verification: '/signup/verification/:hash',
  settings: '/settings',
  workspaces: '/workspaces',
  workspace: '/workspaces/:workspaceId',
  users: '/workspaces/:workspaceId/users',
  instance: '/workspaces/:workspaceId/:instanceId',
  apiKey: '/workspaces/:workspaceId/:instanceId/api-key',
  events: '/workspaces/:workspaceId/:instanceId/events',
  dataset: '/workspaces/:workspaceId/:instanceId/:datasetId',
  resource: '/workspaces/:workspaceId/:instanceId/:datasetId/:resourceId',
  log: '/workspaces/:workspaceId/:instanceId/:datasetId/:resourceId/:logId',
} as const;

export type RouteName = keyof typeof routePaths;
