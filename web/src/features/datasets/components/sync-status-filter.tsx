import { useTranslation } from 'react-i18next';
import { datasetSyncFilters, type DatasetSyncFilter } from '@contract/enums';
import { FilterSelect } from '@web/components/ui/filter-select';
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
    <FilterSelect
      label={t('syncFilter.label')}
      allLabel={t('syncFilter.all')}
      value={value}
      onChange={onChange}
      choices={datasetSyncFilters.map((filter) => ({
        value: filter,
        label: counts
          ? t('syncFilter.withCount', {
              choice: t(`syncFilter.choices.${filter}`),
              count: formatNumber(counts[filter]),
            })
          : t(`syncFilter.choices.${filter}`),
      }))}
    />
  );
}
