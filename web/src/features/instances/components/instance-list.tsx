import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstanceSummary } from '@contract/functions/instances';
import { Badge } from '@web/components/ui/badge';
import { DataTable } from '@web/components/ui/data-table';
import table from '@web/components/ui/data-table.module.css';
import { formatDateTime, formatNumber } from '@web/lib/format';

/** The workspace's catalogue instances: state, counts and when each was last synchronized. */
export function InstanceList({
  workspaceId,
  instances,
}: {
  workspaceId: string;
  instances: InstanceSummary[];
}) {
  const { t } = useTranslation('workspaces');
  return (
    <DataTable
      caption={t('instances.caption')}
      rows={instances}
      rowKey={(instance) => instance.id}
      empty={t('instances.empty')}
      columns={[
        {
          id: 'name',
          header: t('instances.name'),
          cell: (instance) => (
            <Link to={`/workspaces/${workspaceId}/${instance.id}`}>{instance.name}</Link>
          ),
        },
        {
          id: 'url',
          header: t('instances.url'),
          className: table.muted,
          cell: (instance) => instance.url,
        },
        {
          id: 'state',
          header: t('instances.state'),
          cell: (instance) => (
            <Badge tone={instance.state === 'ready' ? 'success' : 'caution'}>
              {t(`instances.states.${instance.state}`)}
            </Badge>
          ),
        },
        {
          id: 'datasets',
          header: t('instances.datasets'),
          numeric: true,
          cell: (instance) => formatNumber(instance.datasetCount),
        },
        {
          id: 'resources',
          header: t('instances.resources'),
          numeric: true,
          cell: (instance) => formatNumber(instance.resourceCount),
        },
        {
          id: 'lastSynchronized',
          header: t('instances.lastSynchronized'),
          nowrap: true,
          cell: (instance) => formatDateTime(instance.lastSynchronizedAt) || '—',
        },
      ]}
    />
  );
}
