import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetDetail } from '@contract/functions/datasets';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { useRestoreDataset } from '../api/delete-dataset';

/**
 * On a dataset the catalogue removed: make the copy kept here a new dataset again (as Create New
 * does), which its next sync creates in the catalogue. Asks first, saying what happens; the page
 * then shows it as not in the catalogue yet, with its Sync button.
 */
export function RecreateDatasetButton({
  dataset,
}: {
  dataset: Pick<DatasetDetail, 'id' | 'name' | 'title' | 'version' | 'removed'>;
}) {
  const { t } = useTranslation('datasetEdit');
  const describeError = useErrorText();
  const restore = useRestoreDataset();
  const [open, setOpen] = useState(false);
  const name = dataset.title || dataset.name;
  if (!dataset.removed) return null;
  return (
    <>
      <Button border onClick={() => setOpen(true)}>
        {t('delete.recreate')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive={false}
        title={t('delete.recreateTitle', { name })}
        confirmLabel={t('delete.recreate')}
        processing={restore.isPending}
        error={restore.error ? describeError(restore.error) : undefined}
        onConfirm={() =>
          restore.mutate(
            { datasetId: dataset.id, version: dataset.version },
            {
              onSuccess: () => setOpen(false),
            },
          )
        }
        onCancel={() => {
          setOpen(false);
          restore.reset();
        }}
      >
        <p>{t('delete.bodyRecreate')}</p>
      </ConfirmDialog>
    </>
  );
}
