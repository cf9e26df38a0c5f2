import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@web/components/ui/filter-select';
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
    <FilterSelect
      label={t('organizationFilter.label')}
      allLabel={t('organizationFilter.all')}
      value={value}
      onChange={onChange}
      choices={choices.map((entry) => ({
        value: entry.name,
        label: t('syncFilter.withCount', {
          choice: entry.title || entry.name,
          count: formatNumber(entry.count),
        }),
      }))}
    />
  );
}
