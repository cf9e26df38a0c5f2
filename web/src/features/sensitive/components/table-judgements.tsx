import { useTranslation } from 'react-i18next';
import type { TableJudgement } from '@contract/functions/sensitive';
import { currentLocale } from '@web/i18n/setup-i18n';
import { columnJudgementText } from './column-judgement-text';
import { tableJudgementText } from './table-judgement-text';
import styles from './sensitive.module.css';

/**
 * How the check read each table's rows (people, places or businesses…) and why, a sentence each,
 * with the columns it judged to hold names or places under it.
 */
export function TableJudgements({ tables }: { tables: readonly TableJudgement[] }) {
  const { t } = useTranslation('sensitive');
  if (tables.length === 0) return null;
  const withSheet = tables.length > 1;
  const locale = currentLocale();
  return (
    <div className={styles.tableKinds} data-testid="table-judgements">
      {tables.map((table, index) => (
        <div key={`${table.sheet ?? ''}:${index}`}>
          <p>{tableJudgementText(t, locale, table, withSheet)}</p>
          {table.columns && table.columns.length > 0 ? (
            <ul className={styles.columnKinds} data-testid="column-judgements">
              {table.columns.map((column) => (
                <li key={column.column}>{columnJudgementText(t, locale, column)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  );
}
