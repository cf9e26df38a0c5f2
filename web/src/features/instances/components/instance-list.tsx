import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InstanceSummary } from '../../../../../contract/functions/instances';
import { Badge } from '../../../components/ui/badge';
import table from '../../../components/ui/data-table.module.css';
import { formatDateTime, formatNumber } from '../../../lib/format';

export function InstanceList({
  workspaceId,
  instances,
}: {
  workspaceId: string;
  instances: InstanceSummary[];
}) {
  const { t } = useTranslation('workspaces');
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('instances.name')}</th>
            <th scope="col">{t('instances.url')}</th>
            <th scope="col">{t('instances.state')}</th>
            <th scope="col" className={table.number}>
              {t('instances.datasets')}
            </th>
            <th scope="col" className={table.number}>
              {t('instances.resources')}
            </th>
            <th scope="col">{t('instances.lastSynchronized')}</th>
          </tr>
        </thead>
        <tbody>
          {instances.length === 0 ? (
            <tr>
              <td colSpan={6} className={table.empty}>
                {t('instances.empty')}
              </td>
            </tr>
          ) : (
            instances.map((instance) => (
              <tr key={instance.id}>
                <td>
                  <Link to={`/workspaces/${workspaceId}/${instance.id}`}>{instance.name}</Link>
                </td>
                <td className={table.muted}>{instance.url}</td>
                <td>
                  <Badge tone={instance.state === 'ready' ? 'success' : 'caution'}>
                    {t(`instances.states.${instance.state}`)}
                  </Badge>
                </td>
                <td className={table.number}>{formatNumber(instance.datasetCount)}</td>
                <td className={table.number}>{formatNumber(instance.resourceCount)}</td>
                <td className={table.nowrap}>
                  {formatDateTime(instance.lastSynchronizedAt) || '—'}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
