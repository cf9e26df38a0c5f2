import { useTranslation } from 'react-i18next';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import { formatNumber } from '@web/lib/format';

/** The dataset list's filter by organization: each by its title, with how many datasets it has. */
export function OrganizationFilter({
  value,
  organizations,
  onChange,
}: {
  value: string | undefined;
  organizations: { name: string; title: string | null; count: number }[] | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation('datasets');
  const listed = organizations ?? [];
  // A filter from a shared link whose organization has no dataset here still shows as chosen.
  const choices =
    value && !listed.some((entry) => entry.name === value)
      ? [...listed, { name: value, title: null, count: 0 }]
      : listed;
  return (
    <label className={fieldStyles.field}>
      {t('organizationFilter.label')}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{t('organizationFilter.all')}</option>
        {choices.map((entry) => (
          <option key={entry.name} value={entry.name}>
            {t('syncFilter.withCount', {
              choice: entry.title || entry.name,
              count: formatNumber(entry.count),
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
