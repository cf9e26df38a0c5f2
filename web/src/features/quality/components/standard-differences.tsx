import { useTranslation } from 'react-i18next';
import type { ResourceConformance, StandardDifference } from '@contract/functions/quality';
import { DataTable } from '@web/components/ui/data-table';
import styles from './quality.module.css';

/**
 * How one resource's file differs from the standard dataset its dataset claims: each difference
 * at its row and column, with what was found and what the standard expects.
 */
export function StandardDifferences({
  conformance,
  resourceName,
}: {
  conformance: ResourceConformance;
  resourceName: string;
}) {
  const { t } = useTranslation('quality');
  const standard = t(`standards.${conformance.standardId}`);
  const caption = t('conformance.caption', { resource: resourceName, standard });
  const rows = conformance.differences.map((difference, index) => ({ difference, index }));
  const columnText = ({ column, columnNumber }: StandardDifference) =>
    column && columnNumber
      ? t('conformance.columnAt', { name: column, number: columnNumber })
      : (column ?? '');
  return (
    <section className={styles.section} aria-label={caption}>
      <h4>{caption}</h4>
      <p className={styles.help}>
        {conformance.total === 0
          ? t('conformance.noDifferences', { rows: conformance.rowsChecked })
          : t('conformance.summary', { count: conformance.total, rows: conformance.rowsChecked })}
        {conformance.truncated
          ? ` ${t('conformance.truncated', { shown: conformance.differences.length })}`
          : null}
      </p>
      {conformance.total > 0 ? (
        <DataTable
          caption={caption}
          rows={rows}
          rowKey={({ index }) => String(index)}
          empty=""
          columns={[
            {
              id: 'row',
              header: t('conformance.row'),
              cell: ({ difference }) => difference.row ?? t('conformance.header'),
            },
            {
              id: 'column',
              header: t('conformance.column'),
              cell: ({ difference }) => columnText(difference),
            },
            {
              id: 'difference',
              header: t('conformance.difference'),
              cell: ({ difference }) => t(`differences.${difference.kind}`),
            },
            {
              id: 'found',
              header: t('conformance.found'),
              cell: ({ difference }) => difference.found ?? '',
            },
            {
              id: 'expected',
              header: t('conformance.expected'),
              cell: ({ difference }) => difference.expected ?? '',
            },
          ]}
        />
      ) : null}
    </section>
  );
}
