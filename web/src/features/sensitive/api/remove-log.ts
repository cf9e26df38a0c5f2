import { sensitiveRemoveLog } from '@contract/functions/sensitive';
import { useFunctionMutation } from '@web/lib/function-query';

/** An owner deletes an older check log; the resource's list of checks is read again. */
export const useRemoveCheckLog = () => useFunctionMutation(sensitiveRemoveLog);
