import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import type { SyncManyTarget } from '@contract/functions/datasets';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { routePaths } from '@web/lib/route-paths';
import { useStartSyncRun } from '../api/start-sync-run';

/**
 * "Sync these N datasets": asks once, naming the count, then starts one run and opens its page.
 * For the dataset list's selection bar and the page that ends an import or a bulk change.
 */
export function SyncManyButton({
  instanceId,
  target,
  count,
  label,
}: {
  instanceId: string;
  target: SyncManyTarget;
  count: number;
  /** The button's text; "Sync these N datasets" unless given. */
  label?: string;
}) {
  const { t } = useTranslation('syncRuns');
  const describeError = useErrorText();
  const { workspaceId = '' } = useParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const start = useStartSyncRun();
  return (
    <>
      <Button variant="primary" disabled={count === 0} onClick={() => setOpen(true)}>
        {label ?? t('start.button', { count })}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('start.title', { count })}
        confirmLabel={t('start.confirm')}
        destructive={false}
        processing={start.isPending}
        error={start.error ? describeError(start.error) : undefined}
        onCancel={() => {
          setOpen(false);
          start.reset();
        }}
        onConfirm={() =>
          start.mutate(
            { instanceId, target },
            {
              onSuccess: ({ runId }) =>
                void navigate(generatePath(routePaths.syncRun, { workspaceId, instanceId, runId })),
            },
          )
        }
      >
        {t('start.body', { count })}
      </ConfirmDialog>
    </>
  );
}
