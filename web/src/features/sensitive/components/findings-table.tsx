import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SensitiveFinding } from '../../../../../contract/functions/sensitive';
import styles from './sensitive.module.css';

/** The report row: row, likelihood, score, quote, column name, detected type name. */
export function FindingsTable({ rows }: { rows: readonly SensitiveFinding[] }) {
  const { t } = useTranslation('sensitive');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.numeric}>
              {t('columns.row')}
            </th>
            <th scope="col">{t('columns.likelihood')}</th>
            <th scope="col">{t('columns.score')}</th>
            <th scope="col">{t('columns.quote')}</th>
            <th scope="col">{t('columns.column')}</th>
            <th scope="col">{t('columns.type')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((finding, index) => (
            <tr key={index}>
              <td className={styles.numeric}>{locationOf(t, finding)}</td>
              <td>
                <span className={styles.level} data-level={finding.likelihood}>
                  {t(`likelihoods.${finding.likelihood}`)}
                </span>
              </td>
              <td>
                <span className={styles.level} data-level={finding.sensitivity}>
                  {t(`sensitivities.${finding.sensitivity}`)}
                </span>
              </td>
              <td className={styles.quote}>
                {finding.quote ?? <span className={styles.muted}>{t('report.quoteHidden')}</span>}
              </td>
              <td>{finding.column}</td>
              <td>
                {finding.subType ? t(`subTypes.${finding.subType}`) : t(`types.${finding.type}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function locationOf(t: TFunction<'sensitive'>, finding: SensitiveFinding): string {
  if (finding.sheet !== null)
    return t('location.sheetRow', { sheet: finding.sheet, row: finding.row });
  if (finding.page !== null)
    return t('location.pageLine', { page: finding.page, row: finding.row });
  return String(finding.row);
}
