import { useTranslation } from 'react-i18next';
import { rowsPerPageOptions } from '@contract/enums';
import { formatNumber } from '@web/lib/format';
import { Button } from './button';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The pager, with its 'Rows per page' choice. */
export function Pager({ page, pageSize, total, onPageChange, onPageSizeChange }: PagerProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <label className={styles.rows}>
        {t('pager.rowsPerPage')}
        <select value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {rowsPerPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span className={styles.range} aria-live="polite">
        {t('pager.range', {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </span>
      <div className={styles.buttons}>
        <Button small border disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('pager.previous')}
        </Button>
        <span className={styles.position}>
          {t('pager.position', { page: formatNumber(page), pages: formatNumber(pages) })}
        </span>
        <Button small border disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </nav>
  );
}
