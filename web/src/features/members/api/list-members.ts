import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { membersList } from '@contract/functions/members';
import { functionQuery } from '@web/lib/function-query';

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    ...functionQuery(membersList, { workspaceId }),
  });

export function useMembers(workspaceId: string) {
  return useSuspenseQuery(membersQueryOptions(workspaceId)).data;
}
