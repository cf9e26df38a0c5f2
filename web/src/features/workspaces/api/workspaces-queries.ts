import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../../../contract/functions/define';
import {
  workspacesCreate,
  workspacesFileFormats,
  workspacesGet,
  workspacesList,
  workspacesOrganizations,
} from '../../../../../contract/functions/workspaces';
import { callContract } from '../../../lib/functions-client';

export const workspacesListQuery = () =>
  queryOptions({
    queryKey: ['workspaces.list'],
    queryFn: ({ signal }) => callContract(workspacesList, {}, { signal }),
  });

export const workspaceQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces.get', { workspaceId }],
    queryFn: ({ signal }) => callContract(workspacesGet, { workspaceId }, { signal }),
  });

export const workspaceOrganizationsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces.organizations', { workspaceId }],
    queryFn: ({ signal }) => callContract(workspacesOrganizations, { workspaceId }, { signal }),
  });

export const workspaceFileFormatsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces.fileFormats', { workspaceId }],
    queryFn: ({ signal }) => callContract(workspacesFileFormats, { workspaceId }, { signal }),
  });

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof workspacesCreate>) => callContract(workspacesCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workspaces.list'] }),
  });
}
