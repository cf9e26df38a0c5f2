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

/** While one of its instances is harvested, the workspace page follows it (as the instance page does). */
export const workspaceHarvestPollMs = 2000;

/** The workspace with its instances, asked again while a harvest of one of them is queued or runs. */
export const workspaceFollowingHarvestsQuery = (workspaceId: string) =>
  queryOptions({
    ...workspaceQuery(workspaceId),
    refetchInterval: (query) =>
      query.state.data?.instances.some(
        (instance) => instance.harvesting || instance.state === 'preparing',
      )
        ? workspaceHarvestPollMs
        : false,
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
