import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OutputOf } from '@contract/functions/define';
import type { qualitySummary } from '@contract/functions/quality';
import { DataTable } from '@web/components/ui/data-table';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { ruleListLink } from './rule-list-link';
import styles from './quality.module.css';

type Change = NonNullable<OutputOf<typeof qualitySummary>['change']>;

/** What changed between the previous harvest and the latest: the average, and each rule's count. */
export function QualityChangeTable({
  workspaceId,
  instanceId,
  change,
}: {
  workspaceId: string;
  instanceId: string;
  change: Change | null;
}) {
  const { t } = useTranslation('quality');
  if (!change) return <p className={styles.help}>{t('view.changeNone')}</p>;
  return (
    <>
      <p>
        {t('view.changeSince', {
          previous: formatDateTime(change.previousAt),
          latest: formatDateTime(change.latestAt),
        })}
        <br />
        {t('view.changeAverage', { before: change.averageBefore, after: change.averageAfter })}
      </p>
      <DataTable
        caption={t('view.changeCaption')}
        rows={change.rules}
        rowKey={(row) => row.rule}
        empty={t('view.changeNoRule')}
        columns={[
          { id: 'rule', header: t('view.rule'), cell: (row) => t(`rules.${row.rule}.title`) },
          {
            id: 'before',
            header: t('view.before'),
            numeric: true,
            cell: (row) => formatNumber(row.before),
          },
          {
            id: 'after',
            header: t('view.after'),
            numeric: true,
            cell: (row) => (
              <Link
                to={ruleListLink(workspaceId, instanceId, row.rule)}
                aria-label={t('view.countLink', {
                  count: row.after,
                  rule: t(`rules.${row.rule}.title`),
                })}
              >
                {formatNumber(row.after)}
              </Link>
            ),
          },
          {
            id: 'difference',
            header: t('view.difference'),
            numeric: true,
            // Fewer datasets failing a rule is the good direction.
            cell: (row) => (
              <span className={row.after < row.before ? styles.up : styles.down}>
                {row.after > row.before ? '+' : '−'}
                {formatNumber(Math.abs(row.after - row.before))}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
