import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@web/components/ui/data-table';
import table from '@web/components/ui/data-table.module.css';
import { formatNumber } from '@web/lib/format';
import { workspaceOrganizationsQuery } from '../api/workspaces-queries';

/** The organizations of the workspace's instances, with their dataset and resource counts. */
export function OrganizationsView({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const { data } = useSuspenseQuery(workspaceOrganizationsQuery(workspaceId));
  return (
    <section aria-labelledby="organizations-heading">
      <h2 id="organizations-heading">{t('organizations.heading')}</h2>
      <DataTable
        caption={t('organizations.caption')}
        rows={data.items}
        rowKey={(item) => `${item.instanceId}/${item.name}`}
        empty={t('organizations.empty')}
        columns={[
          {
            id: 'instance',
            header: t('organizations.instance'),
            cell: (item) => (
              <Link to={`/workspaces/${workspaceId}/${item.instanceId}`}>{item.instanceName}</Link>
            ),
          },
          {
            id: 'title',
            header: t('organizations.title'),
            cell: (item) => item.title || t('organizations.none'),
          },
          {
            id: 'name',
            header: t('organizations.name'),
            className: table.muted,
            cell: (item) => item.name,
          },
          {
            id: 'datasets',
            header: t('organizations.datasets'),
            numeric: true,
            cell: (item) => formatNumber(item.datasetCount),
          },
          {
            id: 'resources',
            header: t('organizations.resources'),
            numeric: true,
            cell: (item) => formatNumber(item.resourceCount),
          },
        ]}
      />
    </section>
  );
}
