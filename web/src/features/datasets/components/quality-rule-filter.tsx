import { useTranslation } from 'react-i18next';
import { qualityRuleIds, type QualityRule } from '@contract/quality-rules';
import { FilterSelect } from '@web/components/ui/filter-select';

/**
 * The dataset list's filter by a failed quality rule: what the quality page's counts link to, so
 * the reader sees which problem the list shows and can clear it or choose another.
 */
export function QualityRuleFilter({
  value,
  onChange,
}: {
  value: QualityRule | undefined;
  onChange: (value: QualityRule | undefined) => void;
}) {
  const { t } = useTranslation(['datasets', 'quality']);
  return (
    <FilterSelect
      label={t('datasets:qualityFilter.label')}
      allLabel={t('datasets:qualityFilter.all')}
      value={value}
      onChange={onChange}
      choices={qualityRuleIds.map((rule) => ({
        value: rule,
        label: t(`quality:rules.${rule}.title`),
      }))}
    />
  );
}
