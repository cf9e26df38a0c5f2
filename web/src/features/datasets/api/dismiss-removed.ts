import { datasetsDismissRemoved } from '@contract/functions/datasets';
import { useFunctionMutation } from '@web/lib/function-query';

/** `mutate({ instanceId })`: the list, the histories and the instance's counts refresh. */
export const useDismissRemoved = () => useFunctionMutation(datasetsDismissRemoved);
