import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import type { DatasetDetail } from '@contract/functions/datasets';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { routePaths } from '@web/lib/route-paths';
import { useDeleteDataset } from '../api/delete-dataset';

type Deletable = Pick<DatasetDetail, 'id' | 'name' | 'title' | 'version' | 'instanceId' | 'ckanId'>;

/**
 * Delete, with a confirmation naming the dataset and saying what happens: one not in the
 * catalogue goes at once (back to the instance's list, which says so); one in the catalogue is
 * marked to be deleted until its sync.
 */
export function DeleteDatasetButton({
  workspaceId,
  dataset,
}: {
  workspaceId: string;
  dataset: Deletable;
}) {
  const { t } = useTranslation('datasetEdit');
  const describeError = useErrorText();
  const navigate = useNavigate();
  const remove = useDeleteDataset();
  const [open, setOpen] = useState(false);
  const name = dataset.title || dataset.name;
  const confirm = () =>
    remove.mutate(
      { datasetId: dataset.id, version: dataset.version },
      {
        onSuccess: (answer) => {
          setOpen(false);
          if (answer.outcome === 'removed') {
            void navigate(
              generatePath(routePaths.instance, { workspaceId, instanceId: dataset.instanceId }),
              { state: { notice: t('delete.removed', { name }) } },
            );
          }
        },
      },
    );
  return (
    <>
      <Button border warning onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('delete.title', { name })}
        confirmLabel={t('delete.confirm')}
        processing={remove.isPending}
        error={remove.error ? describeError(remove.error) : undefined}
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
      >
        <p>{dataset.ckanId ? t('delete.bodyCatalogue') : t('delete.bodyLocal')}</p>
      </ConfirmDialog>
    </>
  );
}
