import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SensitiveFinding } from '@contract/functions/sensitive';
import { DataTable } from '@web/components/ui/data-table';
import styles from './sensitive.module.css';

/** The report row: row, likelihood, score, quote, column name, detected type name. */
export function FindingsTable({ rows }: { rows: readonly SensitiveFinding[] }) {
  const { t } = useTranslation('sensitive');
  return (
    <DataTable
      caption={t('report.caption')}
      rows={rows}
      // Findings have no id of their own; the report lists them in a fixed order.
      rowKey={(_finding, index) => String(index)}
      empty={t('report.noFindings')}
      columns={[
        {
          id: 'row',
          header: t('columns.row'),
          numeric: true,
          cell: (finding) => locationOf(t, finding),
        },
        {
          id: 'likelihood',
          header: t('columns.likelihood'),
          cell: (finding) => (
            <span className={styles.level} data-level={finding.likelihood}>
              {t(`likelihoods.${finding.likelihood}`)}
            </span>
          ),
        },
        {
          id: 'score',
          header: t('columns.score'),
          cell: (finding) => (
            <span className={styles.level} data-level={finding.sensitivity}>
              {t(`sensitivities.${finding.sensitivity}`)}
            </span>
          ),
        },
        {
          id: 'quote',
          header: t('columns.quote'),
          className: styles.quote,
          cell: (finding) =>
            finding.quote ?? <span className={styles.muted}>{t('report.quoteHidden')}</span>,
        },
        { id: 'column', header: t('columns.column'), cell: (finding) => finding.column },
        {
          id: 'type',
          header: t('columns.type'),
          cell: (finding) =>
            finding.subType ? t(`subTypes.${finding.subType}`) : t(`types.${finding.type}`),
        },
      ]}
    />
  );
}

function locationOf(t: TFunction<'sensitive'>, finding: SensitiveFinding): string {
  if (finding.sheet !== null)
    return t('location.sheetRow', { sheet: finding.sheet, row: finding.row });
  if (finding.page !== null)
    return t('location.pageLine', { page: finding.page, row: finding.row });
  return String(finding.row);
}
