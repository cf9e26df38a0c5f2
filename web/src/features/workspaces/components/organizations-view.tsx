import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import table from '../../../components/ui/data-table.module.css';
import { formatNumber } from '../../../lib/format';
import { workspaceOrganizationsQuery } from '../api/workspaces-queries';

/** The organizations of the workspace's instances, with their dataset and resource counts. */
export function OrganizationsView({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const { data } = useSuspenseQuery(workspaceOrganizationsQuery(workspaceId));
  return (
    <section aria-labelledby="organizations-heading">
      <h2 id="organizations-heading">{t('organizations.heading')}</h2>
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('organizations.instance')}</th>
              <th scope="col">{t('organizations.title')}</th>
              <th scope="col">{t('organizations.name')}</th>
              <th scope="col" className={table.number}>
                {t('organizations.datasets')}
              </th>
              <th scope="col" className={table.number}>
                {t('organizations.resources')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.length === 0 ? (
              <tr>
                <td colSpan={5} className={table.empty}>
                  {t('organizations.empty')}
                </td>
              </tr>
            ) : (
              data.items.map((item) => (
                <tr key={`${item.instanceId}/${item.name}`}>
                  <td>
                    <Link to={`/workspaces/${workspaceId}/${item.instanceId}`}>
                      {item.instanceName}
                    </Link>
                  </td>
                  <td>{item.title || t('organizations.none')}</td>
                  <td className={table.muted}>{item.name}</td>
                  <td className={table.number}>{formatNumber(item.datasetCount)}</td>
                  <td className={table.number}>{formatNumber(item.resourceCount)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
