import { useQueryClient } from '@tanstack/react-query';
import { datasetsSync } from '@contract/functions/datasets';
import { useFunctionMutation } from '@web/lib/function-query';

/** The sync of one held dataset, its personal-data resources confirmed, as its own page does it. */
export function useConfirmAndSync() {
  const queryClient = useQueryClient();
  return useFunctionMutation(datasetsSync, {
    onError: () => queryClient.invalidateQueries({ queryKey: ['events.list'] }),
  });
}
