import { useTranslation } from 'react-i18next';
import type { DatasetDetail } from '@contract/functions/datasets';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/lib/error-text';
import { useRestoreDataset } from '../api/delete-dataset';

/** On a dataset marked to be deleted: what the next sync will do, and the way back. */
export function DeletionNotice({
  dataset,
}: {
  dataset: Pick<DatasetDetail, 'id' | 'version' | 'syncStatus' | 'permissions'>;
}) {
  const { t } = useTranslation('datasetEdit');
  const describeError = useErrorText();
  const restore = useRestoreDataset();
  if (dataset.syncStatus !== 'to_delete') return null;
  return (
    <Alert tone="warning">
      <p>{t('delete.marked')}</p>
      {dataset.permissions.edit ? (
        <Button
          small
          border
          processing={restore.isPending}
          onClick={() => restore.mutate({ datasetId: dataset.id, version: dataset.version })}
        >
          {t('delete.undo')}
        </Button>
      ) : null}
      {restore.error ? <p>{describeError(restore.error)}</p> : null}
    </Alert>
  );
}
