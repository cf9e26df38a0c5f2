import { useTranslation } from 'react-i18next';
import type { HistorySummary } from '@contract/functions/histories';
import { Button } from '@web/components/ui/button';
import { DataTable } from '@web/components/ui/data-table';
import { DatasetPageLink } from '@web/components/dataset-page-link';
import styles from './histories.module.css';
import { useFieldLabel } from '@web/components/history-diff/use-field-label';
import { formatDateTime } from '@web/lib/format';
import { anyOrigin, RequestOrigin } from '@web/components/request-origin';

/** The history list: newest first, when, which dataset, how, who (and from which address), which fields. */
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
  const fieldLabel = useFieldLabel();
  return (
    <DataTable
      caption={t('title')}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-history-source': item.source })}
      empty={t('list.empty')}
      columns={[
        {
          id: 'when',
          header: t('list.when'),
          nowrap: true,
          cell: (item) => formatDateTime(item.createdAt),
        },
        {
          id: 'dataset',
          header: t('list.dataset'),
          cell: (item) =>
            item.datasetId ? (
              <DatasetPageLink
                workspaceId={workspaceId}
                instanceId={instanceId}
                datasetId={item.datasetId}
                name={item.datasetName}
              />
            ) : (
              item.datasetName
            ),
        },
        {
          id: 'source',
          header: t('list.source'),
          cell: (item) => (
            <span className={`${styles.source} ${styles[item.source]}`}>
              {t(`sources.${item.source}`)}
            </span>
          ),
        },
        {
          id: 'actor',
          header: t('list.actor'),
          cell: (item) => item.actor?.name ?? t('list.system'),
        },
        // The address each change came from, for the workspace's managers (the server sends it
        // to them only).
        ...(anyOrigin(items)
          ? [
              {
                id: 'origin',
                header: t('list.origin'),
                nowrap: true,
                cell: (item: HistorySummary) => <RequestOrigin origin={item.origin} />,
              },
            ]
          : []),
        {
          id: 'fields',
          header: t('list.fields'),
          cell: (item) =>
            // A harvest row without fields is the dataset's arrival from the catalogue.
            item.source === 'harvest' && item.fields.length === 0
              ? t('list.added')
              : [...new Set(item.fields.map(fieldLabel))].join(t('list.separator')),
        },
        {
          id: 'actions',
          header: t('list.actions'),
          headerHidden: true,
          cell: (item) => (
            <Button small border onClick={() => onOpen(item.id)}>
              {t('list.showChanges')}
            </Button>
          ),
        },
      ]}
    />
  );
}
