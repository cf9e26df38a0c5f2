import { useTranslation } from 'react-i18next';
import { linkStatuses, type LinkStatus } from '@contract/enums';
import fieldStyles from '@web/components/ui/filter-field.module.css';

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
    <label className={fieldStyles.field}>
      {t('filter.label')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as LinkStatusChoice)}
      >
        <option value="">{t('filter.all')}</option>
        {[...linkStatuses, 'unchecked' as const].map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
