import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireRegistrationsOpen, requireSignedIn } from './guards';
import { routePaths } from '@web/lib/route-paths';
import { AppShell } from './shell/app-shell';
import { PageLoading } from './shell/page-loading';
import { ProtectedOutlet } from './shell/protected-outlet';
import { RouteError } from './shell/route-error';

/** Each page is its own chunk, loaded when first visited. */
const page = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: PageLoading,
      children: [
        {
          // Errors show inside the shell, so the header and its way home stay.
          errorElement: <RouteError />,
          children: [
            { id: 'home', path: routePaths.home, ...page(() => import('./home-page'), 'HomePage') },
            {
              id: 'login',
              path: routePaths.login,
              ...page(() => import('./login-page'), 'LoginPage'),
            },
            // Links from mails: open to anyone, whatever the registration setting.
            {
              id: 'invitation',
              path: routePaths.invitation,
              ...page(() => import('./invitation-page'), 'InvitationPage'),
            },
            {
              id: 'password-reset',
              path: routePaths.passwordReset,
              ...page(() => import('./password-reset-page'), 'PasswordResetPage'),
            },
            {
              id: 'new-password',
              path: routePaths.newPassword,
              ...page(() => import('./new-password-page'), 'NewPasswordPage'),
            },
            {
              id: 'email-change',
              path: routePaths.emailChange,
              ...page(() => import('./email-change-page'), 'EmailChangePage'),
            },
            {
              loader: requireRegistrationsOpen(queryClient),
              children: [
                {
                  id: 'signup',
                  path: routePaths.signup,
                  ...page(() => import('./signup-page'), 'SignupPage'),
                },
                {
                  id: 'verification',
                  path: routePaths.verification,
                  ...page(() => import('./verification-page'), 'VerificationPage'),
                },
              ],
            },
            {
              id: 'protected',
              loader: requireSignedIn(queryClient),
              Component: ProtectedOutlet,
              children: [
                {
                  id: 'settings',
                  path: routePaths.settings,
                  ...page(() => import('./settings-page'), 'SettingsPage'),
                },
                {
                  id: 'workspaces',
                  path: routePaths.workspaces,
                  ...page(() => import('./workspaces-page'), 'WorkspacesPage'),
                },
                {
                  id: 'workspace',
                  path: routePaths.workspace,
                  ...page(() => import('./workspace-page'), 'WorkspacePage'),
                },
                {
                  id: 'users',
                  path: routePaths.users,
                  ...page(() => import('./users-page'), 'UsersPage'),
                },
                {
                  id: 'instance',
                  path: routePaths.instance,
                  ...page(() => import('./instance-page'), 'InstancePage'),
                },
                {
                  id: 'api-key',
                  path: routePaths.apiKey,
                  ...page(() => import('./api-key-page'), 'ApiKeyPage'),
                },
                {
                  id: 'events',
                  path: routePaths.events,
                  ...page(() => import('./events-page'), 'EventsPage'),
                },
                {
                  id: 'histories',
                  path: routePaths.histories,
                  ...page(() => import('./histories-page'), 'HistoriesPage'),
                },
                {
                  id: 'import',
                  path: routePaths.import,
                  ...page(() => import('./import-page'), 'ImportPage'),
                },
                {
                  id: 'batches',
                  path: routePaths.batches,
                  ...page(() => import('./batches-page'), 'BatchesPage'),
                },
                {
                  id: 'batch',
                  path: routePaths.batch,
                  ...page(() => import('./batch-page'), 'BatchPage'),
                },
                {
                  id: 'sync-run',
                  path: routePaths.syncRun,
                  ...page(() => import('./sync-run-page'), 'SyncRunPage'),
                },
                {
                  id: 'dataset-new',
                  path: routePaths.datasetNew,
                  ...page(() => import('./dataset-new-page'), 'DatasetNewPage'),
                },
                {
                  id: 'dataset-edit',
                  path: routePaths.datasetEdit,
                  ...page(() => import('./dataset-edit-page'), 'DatasetEditPage'),
                },
                {
                  id: 'dataset-conflict',
                  path: routePaths.datasetConflict,
                  ...page(() => import('./dataset-conflict-page'), 'DatasetConflictPage'),
                },
                {
                  id: 'dataset',
                  path: routePaths.dataset,
                  ...page(() => import('./dataset-page'), 'DatasetPage'),
                },
                {
                  id: 'resource',
                  path: routePaths.resource,
                  ...page(() => import('./resource-page'), 'ResourcePage'),
                },
                { id: 'log', path: routePaths.log, ...page(() => import('./log-page'), 'LogPage') },
              ],
            },
            {
              id: 'not-found',
              path: '*',
              ...page(() => import('./not-found-page'), 'NotFoundPage'),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
