import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SensitiveBatch } from '@contract/functions/sensitive';
import { useInstanceCheckProgress } from '../api/get-progress';
import { useCheckStatus } from '../api/get-status';
import { CheckAllButton } from './check-all-button';

/** "Check all datasets" of an instance, with its progress; the dataset list refreshes as it ends. */
export function InstanceCheckAll({
  instanceId,
  canCheck,
}: {
  instanceId: string;
  canCheck: boolean;
}) {
  const progress = useInstanceCheckProgress(instanceId);
  useRefreshWhenBatchEnds(progress.data?.batch);
  return (
    <CheckAllButton
      scope="instance"
      id={instanceId}
      batch={progress.data?.batch}
      canCheck={canCheck}
    />
  );
}

/** "Check all resources" of a dataset, with its progress. */
export function DatasetCheckAll({ datasetId }: { datasetId: string }) {
  const status = useCheckStatus(datasetId);
  useRefreshWhenBatchEnds(status.data?.batch);
  return (
    <CheckAllButton
      scope="dataset"
      id={datasetId}
      batch={status.data?.batch}
      canCheck={status.data?.canCheck ?? false}
    />
  );
}

function useRefreshWhenBatchEnds(batch: SensitiveBatch | null | undefined): void {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const isRunning = Boolean(batch && !batch.finished);
  useEffect(() => {
    if (running.current && !isRunning) {
      for (const name of [
        'datasets.list',
        'datasets.get',
        'sensitive.report',
        'sensitive.checks',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [name] });
      }
    }
    running.current = isRunning;
  }, [isRunning, queryClient]);
}
