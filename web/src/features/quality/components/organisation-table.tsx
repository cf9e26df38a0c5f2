import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrganisationQuality } from '@contract/functions/quality';
import { DataTable } from '@web/components/ui/data-table';
import { formatNumber } from '@web/lib/format';
import { ruleListLink } from './rule-list-link';
import styles from './quality.module.css';

/** Shown per organisation: its three most failed rules. */
const problemsShown = 3;

/** Per organisation, lowest average first: datasets, average score, its most failed rules. */
export function OrganisationTable({
  workspaceId,
  instanceId,
  organisations,
}: {
  workspaceId: string;
  instanceId: string;
  organisations: readonly OrganisationQuality[];
}) {
  const { t } = useTranslation('quality');
  return (
    <DataTable
      caption={t('view.organisationsCaption')}
      rows={[...organisations]}
      rowKey={(row) => row.name}
      empty={t('view.empty')}
      columns={[
        {
          id: 'organisation',
          header: t('view.organisation'),
          cell: (row) => row.title || t('view.noOrganisation'),
        },
        {
          id: 'datasets',
          header: t('view.count'),
          numeric: true,
          cell: (row) => formatNumber(row.datasets),
        },
        {
          id: 'average',
          header: t('view.average'),
          numeric: true,
          cell: (row) => formatNumber(row.averageScore),
        },
        {
          id: 'problems',
          header: t('view.mainProblems'),
          cell: (row) => (
            <ul className={styles.problems}>
              {row.rules.slice(0, problemsShown).map((entry) => (
                <li key={entry.rule}>
                  {t(`rules.${entry.rule}.title`)}{' '}
                  <Link
                    to={ruleListLink(workspaceId, instanceId, entry.rule, row.name || undefined)}
                    aria-label={t('view.countLink', {
                      count: entry.count,
                      rule: t(`rules.${entry.rule}.title`),
                    })}
                  >
                    {formatNumber(entry.count)}
                  </Link>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
