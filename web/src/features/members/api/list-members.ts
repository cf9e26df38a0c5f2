import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { membersList } from '../../../../../contract/functions/members';
import { callContract } from '../../../lib/functions-client';

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['members.list', { workspaceId }] as const,
    queryFn: ({ signal }) => callContract(membersList, { workspaceId }, { signal }),
  });

export function useMembers(workspaceId: string) {
  return useSuspenseQuery(membersQueryOptions(workspaceId)).data;
}
