import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { historySources } from '@contract/functions/histories';
import { Button } from '@web/components/ui/button';
import { inputClassName } from '@web/components/ui/form-field';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import styles from './histories.module.css';

/** What the filters hold, as the page's URL keeps them (dates as YYYY-MM-DD, local time). */
export interface HistoryFilterValues {
  dataset: string;
  user: string;
  source: string;
  from: string;
  to: string;
}

export function HistoryFilters({
  values,
  actors,
  onApply,
}: {
  values: HistoryFilterValues;
  actors: { id: string; name: string }[];
  onApply: (values: HistoryFilterValues) => void;
}) {
  const { t } = useTranslation('histories');
  const [draft, setDraft] = useState(values);
  const set = (key: keyof HistoryFilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const empty = { dataset: '', user: '', source: '', from: '', to: '' };
  return (
    <form
      className={styles.filters}
      onSubmit={submit}
      role="search"
      aria-label={t('filters.label')}
    >
      <label className={fieldStyles.boldField}>
        <span>{t('filters.dataset')}</span>
        <input
          className={inputClassName}
          value={draft.dataset}
          placeholder={t('filters.datasetPlaceholder')}
          onChange={(event) => set('dataset')(event.target.value)}
        />
      </label>
      <label className={fieldStyles.boldField}>
        <span>{t('filters.user')}</span>
        <select
          className={inputClassName}
          value={draft.user}
          onChange={(event) => set('user')(event.target.value)}
        >
          <option value="">{t('filters.anyone')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldStyles.boldField}>
        <span>{t('filters.source')}</span>
        <select
          className={inputClassName}
          value={draft.source}
          onChange={(event) => set('source')(event.target.value)}
        >
          <option value="">{t('filters.anySource')}</option>
          {historySources.map((source) => (
            <option key={source} value={source}>
              {t(`sources.${source}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldStyles.boldField}>
        <span>{t('filters.from')}</span>
        <input
          className={inputClassName}
          type="date"
          value={draft.from}
          onChange={(event) => set('from')(event.target.value)}
        />
      </label>
      <label className={fieldStyles.boldField}>
        <span>{t('filters.to')}</span>
        <input
          className={inputClassName}
          type="date"
          value={draft.to}
          onChange={(event) => set('to')(event.target.value)}
        />
      </label>
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary" small>
          {t('filters.apply')}
        </Button>
        <Button
          type="button"
          small
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

/** A local calendar day as the start of that day (and of the next, for an inclusive end). */
export function dayStart(day: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}
