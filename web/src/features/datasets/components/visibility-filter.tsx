import { useTranslation } from 'react-i18next';
import { datasetVisibilities, type DatasetVisibility } from '@contract/enums';
import { FilterSelect } from '@web/components/ui/filter-select';

/** The dataset list's filter by visibility in the catalogue: all, public only or private only. */
export function VisibilityFilter({
  value,
  onChange,
}: {
  value: DatasetVisibility | undefined;
  onChange: (value: DatasetVisibility | undefined) => void;
}) {
  const { t } = useTranslation('datasets');
  return (
    <FilterSelect
      label={t('visibility.label')}
      allLabel={t('visibility.all')}
      value={value}
      onChange={onChange}
      choices={datasetVisibilities.map((visibility) => ({
        value: visibility,
        label: t(`visibility.${visibility}`),
      }))}
    />
  );
}
