import { useTranslation } from 'react-i18next';
import type { TableJudgement } from '@contract/functions/sensitive';
import { currentLocale } from '@web/i18n/setup-i18n';
import { tableJudgementText } from './table-judgement-text';
import styles from './sensitive.module.css';

/** How the check read each table's rows (people, places or businesses…) and why, a sentence each. */
export function TableJudgements({ tables }: { tables: readonly TableJudgement[] }) {
  const { t } = useTranslation('sensitive');
  if (tables.length === 0) return null;
  const withSheet = tables.length > 1;
  return (
    <div className={styles.tableKinds} data-testid="table-judgements">
      {tables.map((table, index) => (
        <p key={`${table.sheet ?? ''}:${index}`}>
          {tableJudgementText(t, currentLocale(), table, withSheet)}
        </p>
      ))}
    </div>
  );
}
