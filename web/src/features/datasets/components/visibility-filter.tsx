import { useTranslation } from 'react-i18next';
import { datasetVisibilities, type DatasetVisibility } from '@contract/enums';
import fieldStyles from '@web/components/ui/filter-field.module.css';

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
    <label className={fieldStyles.field}>
      {t('visibility.label')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as DatasetVisibility)}
      >
        <option value="">{t('visibility.all')}</option>
        {datasetVisibilities.map((visibility) => (
          <option key={visibility} value={visibility}>
            {t(`visibility.${visibility}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
