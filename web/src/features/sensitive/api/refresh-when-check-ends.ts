import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * When the check a page was waiting for ends, what it changed elsewhere (the resource's count and
 * date in datasets.get, the dataset's in datasets.list, the history) is read again. A check can
 * also end before the page ever saw it running: a new finished check counts as an end too.
 */
export function useRefreshWhenCheckEnds(
  activeCheckId: string | undefined,
  finishedCheckId: string | undefined,
): void {
  const queryClient = useQueryClient();
  const previousActive = useRef(activeCheckId);
  const previousFinished = useRef(finishedCheckId);
  useEffect(() => {
    const activeEnded = Boolean(previousActive.current) && !activeCheckId;
    const newFinished =
      Boolean(previousFinished.current) &&
      Boolean(finishedCheckId) &&
      previousFinished.current !== finishedCheckId;
    if (activeEnded || newFinished) {
      for (const name of [
        'datasets.get',
        'datasets.list',
        'sensitive.checks',
        'sensitive.status',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [name] });
      }
    }
    previousActive.current = activeCheckId;
    if (finishedCheckId) previousFinished.current = finishedCheckId;
  }, [activeCheckId, finishedCheckId, queryClient]);
}
