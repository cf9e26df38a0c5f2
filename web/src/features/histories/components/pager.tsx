import { useTranslation } from 'react-i18next';
import { rowsPerPageOptions } from '../../../../../contract/enums';
import { Button } from '../../../components/ui/button';
import styles from './histories.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Previous / next and spec §9's 'Rows per page'. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('histories');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <label className={styles.rows}>
        <span>{t('pager.rowsPerPage')}</span>
        <select value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {rowsPerPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span className={styles.pageOf}>
        {t('pager.pageOf', { page: String(page), pages: String(pages), total: String(total) })}
      </span>
      <Button small border disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Button small border disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
