import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { datasetSorts, type DatasetSort } from '../../../../../contract/enums';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { DisabledWithReason } from '../../../components/ui/disabled-with-reason';
import styles from './dataset-toolbar.module.css';

export interface DatasetToolbarProps {
  /** The instance page's path: Create New and Histories are pages under it. */
  basePath: string;
  /** Whether the user may create datasets in the instance. */
  canCreate: boolean;
  q: string;
  sort: DatasetSort;
  onSearch: (q: string) => void;
  onSort: (sort: DatasetSort) => void;
}

/** Create New, Export, Histories, a search keyword and sort. */
export function DatasetToolbar({
  basePath,
  canCreate,
  q,
  sort,
  onSearch,
  onSort,
}: DatasetToolbarProps) {
  const { t } = useTranslation('datasets');
  const [keyword, setKeyword] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <div className={styles.toolbar}>
      <div className={styles.actions}>
        {canCreate ? (
          <ButtonLink to={`${basePath}/new`} variant="primary">
            {t('toolbar.create')}
          </ButtonLink>
        ) : null}
        <DisabledWithReason reason={t('toolbar.comingExport')}>
          <Button border disabled>
            {t('toolbar.export')}
          </Button>
        </DisabledWithReason>
        <ButtonLink to={`${basePath}/histories`} border>
          {t('toolbar.histories')}
        </ButtonLink>
      </div>
      <form className={styles.search} role="search" onSubmit={submit}>
        <input
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.search')}
        />
        <Button type="submit" border>
          {t('toolbar.search')}
        </Button>
      </form>
      <label className={styles.sort}>
        {t('toolbar.sort')}
        <select value={sort} onChange={(event) => onSort(event.target.value as DatasetSort)}>
          {datasetSorts.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
