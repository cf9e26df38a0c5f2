import { useTranslation } from 'react-i18next';
import type { ImportChange } from '@contract/functions/imports';
import { Badge } from '@web/components/ui/badge';
import { HistoryDiff } from '@web/components/history-diff/history-diff';
import styles from './batch-changes.module.css';

/** What the import does to each dataset, field by field, as the histories will record it. */
export function ImportChanges({
  changes,
  total,
  titles,
}: {
  changes: ImportChange[];
  total: number;
  /** The catalogue's titles of licence, organization and group ids: field → id → title. */
  titles: Record<string, Record<string, string>>;
}) {
  const { t } = useTranslation('imports');
  if (total === 0) return <p>{t('preview.noChanges')}</p>;
  return (
    <>
      <h3>{t('preview.changesTitle', { count: total })}</h3>
      {total > changes.length ? (
        <p>{t('preview.changesCut', { shown: changes.length, total })}</p>
      ) : null}
      <ul className={styles.changes}>
        {changes.map((change) => (
          <li key={change.datasetName} data-dataset={change.datasetName}>
            <details open={changes.length <= 10 || change.status === 'conflict'}>
              <summary>
                <span className={styles.datasetName}>{change.datasetName}</span>{' '}
                <Badge
                  tone={
                    change.status === 'conflict'
                      ? 'danger'
                      : change.status === 'delete'
                        ? 'caution'
                        : 'info'
                  }
                >
                  {t(`preview.status.${change.status}`)}
                </Badge>
              </summary>
              {change.status === 'conflict' ? (
                <p className={styles.hint}>{t('preview.conflictHint')}</p>
              ) : null}
              {change.status === 'delete' ? (
                <p className={styles.hint}>{t('preview.deleteHint')}</p>
              ) : (
                <HistoryDiff changes={change.changes} titles={titles} />
              )}
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
