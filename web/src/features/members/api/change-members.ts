import { membersRemove, membersUpdate } from '@contract/functions/members';
import { useFunctionMutation } from '@web/lib/function-query';

/** Members, the workspace and the caller's workspace list may all read differently now. */
export const useUpdateMember = () => useFunctionMutation(membersUpdate);

export const useRemoveMember = () => useFunctionMutation(membersRemove);
