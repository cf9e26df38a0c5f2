import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import type { HistorySummary } from '../../../../../contract/functions/histories';
import { Button } from '../../../components/ui/button';
import { routePaths } from '../../../routes/paths';
import styles from './histories.module.css';
import { useFieldLabel } from './use-field-label';
import { useFormatTime } from './use-format-time';

/** The history list: newest first, who, when, from where, which fields. */
export function HistoryTable({
  items,
  workspaceId,
  instanceId,
  onOpen,
}: {
  items: HistorySummary[];
  workspaceId: string;
  instanceId: string;
  onOpen: (historyId: string) => void;
}) {
  const { t } = useTranslation('histories');
  const formatTime = useFormatTime();
  const fieldLabel = useFieldLabel();
  if (items.length === 0) return <p className={styles.muted}>{t('list.empty')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('list.when')}</th>
          <th scope="col">{t('list.dataset')}</th>
          <th scope="col">{t('list.source')}</th>
          <th scope="col">{t('list.actor')}</th>
          <th scope="col">{t('list.fields')}</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>{t('list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-history-source={item.source}>
            <td className={styles.nowrap}>{formatTime(item.createdAt)}</td>
            <td>
              {item.datasetId ? (
                <Link
                  to={generatePath(routePaths.dataset, {
                    workspaceId,
                    instanceId,
                    datasetId: item.datasetId,
                  })}
                >
                  {item.datasetName}
                </Link>
              ) : (
                item.datasetName
              )}
            </td>
            <td>
              <span className={`${styles.source} ${styles[item.source]}`}>
                {t(`sources.${item.source}`)}
              </span>
            </td>
            <td>{item.actor?.name ?? t('list.system')}</td>
            <td>{[...new Set(item.fields.map(fieldLabel))].join(t('list.separator'))}</td>
            <td>
              <Button small border onClick={() => onOpen(item.id)}>
                {t('list.showChanges')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
