import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@contract/functions/imports';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { formatNumber } from '@web/lib/format';
import { ImportChanges } from '@web/components/batch-changes/import-changes';
import { ImportIssues } from '@web/components/batch-changes/import-issues';
import styles from './imports.module.css';

export interface ImportPreviewViewProps {
  preview: ImportPreview;
  applying: boolean;
  onApply: () => void;
}

/** The checked file: counts, each problem at its row, each change field by field, and Apply. */
export function ImportPreviewView({ preview, applying, onApply }: ImportPreviewViewProps) {
  const { t } = useTranslation('imports');
  const unit = t(`preview.units.${preview.kind}`);
  const applyLabel = preview.kind === 'undo' ? t('preview.applyUndo') : t('preview.apply');
  const blocked =
    preview.issueCount > 0
      ? t('preview.blockedByIssues')
      : preview.counts.conflicts > 0
        ? t('preview.blockedByConflicts')
        : preview.changeCount === 0
          ? t('preview.nothingToApply')
          : null;
  return (
    <section aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">
        {preview.encoding
          ? t('preview.title', { fileName: preview.fileName })
          : t('preview.batchTitle')}
      </h2>
      <p>
        {preview.encoding
          ? t('preview.summary', {
              rows: formatNumber(preview.rows),
              kind: t(`preview.kinds.${preview.kind}`),
              encoding: t(`preview.encodings.${preview.encoding}`),
            })
          : t('preview.batchSummary', {
              count: preview.rows,
              formatted: formatNumber(preview.rows),
            })}
      </p>
      <dl className={styles.counts} aria-label={t('preview.countsLabel', { unit })}>
        {(['new', 'changed', 'unchanged', 'deleted', 'conflicts'] as const).map((key) => (
          <div key={key} data-count={key}>
            <dt>{t(`preview.counts.${key}`)}</dt>
            <dd>{formatNumber(preview.counts[key])}</dd>
          </div>
        ))}
      </dl>
      {preview.issueCount > 0 ? (
        <ImportIssues issues={preview.issues} total={preview.issueCount} />
      ) : null}
      {preview.issueCount === 0 || preview.changeCount > 0 ? (
        <ImportChanges
          changes={preview.changes}
          total={preview.changeCount}
          titles={preview.titles}
        />
      ) : null}
      <div className={styles.applyBar}>
        <Button
          variant="primary"
          disabled={!preview.importId}
          processing={applying}
          onClick={onApply}
        >
          {applyLabel}
        </Button>
        {blocked ? (
          <Alert tone={preview.changeCount === 0 && !preview.issueCount ? 'info' : 'warning'}>
            {blocked}
          </Alert>
        ) : (
          <span className={styles.hint}>{t('preview.applyHint')}</span>
        )}
      </div>
    </section>
  );
}
