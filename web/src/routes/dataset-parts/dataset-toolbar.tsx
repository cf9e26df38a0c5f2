import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { datasetSorts, type DatasetSort } from '@contract/enums';
import type { DatasetsExportInput } from '@contract/functions/exports';
import { Button } from '@web/components/ui/button';
import { ButtonLink } from '@web/components/ui/button-link';
import { ExportDialog } from '@web/features/exports/components/export-dialog';
import fieldStyles from '@web/components/ui/filter-field.module.css';
import styles from './dataset-toolbar.module.css';

export interface DatasetToolbarProps {
  /** The instance page's path: Create New and Histories are pages under it. */
  basePath: string;
  /** Whether the user may create datasets in the instance (and so import them). */
  canCreate: boolean;
  /** The list's instance, search and filter, for Export. */
  exportQuery: Omit<DatasetsExportInput, 'include' | 'encoding' | 'format'>;
  q: string;
  sort: DatasetSort;
  onSearch: (q: string) => void;
  onSort: (sort: DatasetSort) => void;
}

/** Create New, Export, Import, Histories, a search keyword and sort. */
export function DatasetToolbar({
  basePath,
  canCreate,
  exportQuery,
  q,
  sort,
  onSearch,
  onSort,
}: DatasetToolbarProps) {
  const { t } = useTranslation('datasets');
  const [keyword, setKeyword] = useState(q);
  const [exporting, setExporting] = useState(false);
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
        <Button border onClick={() => setExporting(true)}>
          {t('toolbar.export')}
        </Button>
        {canCreate ? (
          <ButtonLink to={`${basePath}/import`} border>
            {t('toolbar.import')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={`${basePath}/histories`} border>
          {t('toolbar.histories')}
        </ButtonLink>
      </div>
      <ExportDialog open={exporting} onOpenChange={setExporting} query={exportQuery} />
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
        <select
          className={fieldStyles.control}
          value={sort}
          onChange={(event) => onSort(event.target.value as DatasetSort)}
        >
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
