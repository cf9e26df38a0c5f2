import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RuleCount } from '@contract/functions/quality';
import { DataTable } from '@web/components/ui/data-table';
import { formatNumber } from '@web/lib/format';
import { ruleListLink } from './rule-list-link';

/** The rules most failed, worst first; each count opens the list of the datasets that fail it. */
export function RuleCounts({
  workspaceId,
  instanceId,
  rules,
}: {
  workspaceId: string;
  instanceId: string;
  rules: readonly RuleCount[];
}) {
  const { t } = useTranslation('quality');
  return (
    <DataTable
      caption={t('view.rulesCaption')}
      rows={[...rules]}
      rowKey={(row) => row.rule}
      empty={t('view.rulesEmpty')}
      columns={[
        {
          id: 'rule',
          header: t('view.rule'),
          cell: (row) => t(`rules.${row.rule}.title`),
        },
        {
          id: 'count',
          header: t('view.count'),
          numeric: true,
          cell: (row) => (
            <Link
              to={ruleListLink(workspaceId, instanceId, row.rule)}
              aria-label={t('view.countLink', {
                count: row.count,
                rule: t(`rules.${row.rule}.title`),
              })}
            >
              {formatNumber(row.count)}
            </Link>
          ),
        },
      ]}
    />
  );
}
