import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/lib/error-text';
import { formatNumber } from '@web/lib/format';
import { useApplyImport } from '../api/apply-import';
import { usePreviewUndo } from '../api/preview-undo';
import { ImportPreviewView } from './import-preview-view';
import styles from './batches.module.css';

/**
 * Undo of an applied batch: first what it would put back, dataset by dataset, and which datasets
 * stay as they are (changed since, gone, or not undoable here); then Apply, all or nothing.
 */
export function UndoBatch({
  batchId,
  onUndone,
}: {
  batchId: string;
  /** The undo was applied: its own batch's id. */
  onUndone: (undoBatchId: string) => void;
}) {
  const { t } = useTranslation('batches');
  const describeError = useErrorText();
  const preview = usePreviewUndo();
  const undoId = preview.data?.importId;
  const apply = useApplyImport(() => undoId && onUndone(undoId));
  if (!preview.data)
    return (
      <>
        <Button border processing={preview.isPending} onClick={() => preview.mutate({ batchId })}>
          {t('undo.check')}
        </Button>
        {preview.isError ? <Alert tone="error">{describeError(preview.error)}</Alert> : null}
      </>
    );
  const { kept, keptCount } = preview.data;
  return (
    <section aria-labelledby="undo-title">
      <h2 id="undo-title">{t('undo.title')}</h2>
      {keptCount > 0 ? (
        <div className={styles.kept}>
          <Alert tone="warning">
            {t('undo.kept', { count: keptCount, formatted: formatNumber(keptCount) })}
          </Alert>
          <ul>
            {kept.map((dataset) => (
              <li key={`${dataset.datasetId}-${dataset.datasetName}`}>
                {dataset.datasetName}: {t(`undo.reasons.${dataset.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {apply.isError ? <Alert tone="error">{describeError(apply.error)}</Alert> : null}
      <ImportPreviewView
        preview={preview.data}
        applying={apply.isPending}
        onApply={() => undoId && apply.mutate({ importId: undoId })}
      />
    </section>
  );
}
