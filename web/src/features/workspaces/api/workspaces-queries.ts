import { queryOptions } from '@tanstack/react-query';
import {
  workspacesCreate,
  workspacesFileFormats,
  workspacesGet,
  workspacesList,
  workspacesOrganizations,
} from '@contract/functions/workspaces';
import { callContract } from '@web/lib/functions-client';
import { functionQuery, useFunctionMutation } from '@web/lib/function-query';

export const workspacesListQuery = () =>
  queryOptions({
    queryKey: ['workspaces.list'],
    queryFn: ({ signal }) => callContract(workspacesList, {}, { signal }),
  });

export const workspaceQuery = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(workspacesGet, { workspaceId }),
  });

export const workspaceOrganizationsQuery = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(workspacesOrganizations, { workspaceId }),
  });

export const workspaceFileFormatsQuery = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(workspacesFileFormats, { workspaceId }),
  });

export const useCreateWorkspace = () => useFunctionMutation(workspacesCreate);
