import { useTranslation } from 'react-i18next';
import { linkStatuses, type LinkStatus } from '@contract/enums';
import { FilterSelect } from '@web/components/ui/filter-select';

export type LinkStatusChoice = LinkStatus | 'unchecked';

/** The dataset list's filter by latest link status. */
export function LinkStatusFilter({
  value,
  onChange,
}: {
  value: LinkStatusChoice | undefined;
  onChange: (value: LinkStatusChoice | undefined) => void;
}) {
  const { t } = useTranslation('links');
  return (
    <FilterSelect
      label={t('filter.label')}
      allLabel={t('filter.all')}
      value={value}
      onChange={onChange}
      choices={[...linkStatuses, 'unchecked' as const].map((status) => ({
        value: status,
        label: t(`status.${status}`),
      }))}
    />
  );
}
