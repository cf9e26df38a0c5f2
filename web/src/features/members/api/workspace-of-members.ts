import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { workspacesGet } from '../../../../../contract/functions/workspaces';
import { callContract } from '../../../lib/functions-client';

/** The workspace with its instances (names for the table and the edit destination choices). */
export const workspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces.get', { workspaceId }] as const,
    queryFn: ({ signal }) => callContract(workspacesGet, { workspaceId }, { signal }),
  });

export function useWorkspace(workspaceId: string) {
  return useSuspenseQuery(workspaceQueryOptions(workspaceId)).data;
}
