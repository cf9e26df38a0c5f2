import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * When the check a page was waiting for ends, what it changed elsewhere (the resource's count and
 * date in datasets.get, the dataset's in datasets.list, the history) is read again.
 */
export function useRefreshWhenCheckEnds(activeCheckId: string | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(activeCheckId);
  useEffect(() => {
    if (previous.current && !activeCheckId) {
      for (const name of [
        'datasets.get',
        'datasets.list',
        'sensitive.checks',
        'sensitive.status',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [name] });
      }
    }
    previous.current = activeCheckId;
  }, [activeCheckId, queryClient]);
}
