import { useTranslation } from 'react-i18next';
import { datasetSyncFilters, type DatasetSyncFilter } from '@contract/enums';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import { formatNumber } from '@web/lib/format';

/**
 * The dataset list's filter by sync status: everything changed here and not yet in the catalogue,
 * one of those statuses, removed from the catalogue, or in step; each choice with its count.
 */
export function SyncStatusFilter({
  value,
  counts,
  onChange,
}: {
  value: DatasetSyncFilter | undefined;
  counts: Record<DatasetSyncFilter, number> | undefined;
  onChange: (value: DatasetSyncFilter | undefined) => void;
}) {
  const { t } = useTranslation('datasets');
  return (
    <label className={fieldStyles.field}>
      {t('syncFilter.label')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as DatasetSyncFilter)}
      >
        <option value="">{t('syncFilter.all')}</option>
        {datasetSyncFilters.map((filter) => (
          <option key={filter} value={filter}>
            {counts
              ? t('syncFilter.withCount', {
                  choice: t(`syncFilter.choices.${filter}`),
                  count: formatNumber(counts[filter]),
                })
              : t(`syncFilter.choices.${filter}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
