import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../components/ui/page-header';
import table from '../components/ui/data-table.module.css';
import { workspacesListQuery } from '../features/workspaces/api/workspaces-queries';
import { CreateWorkspaceButton } from '../features/workspaces/components/create-workspace-dialog';
import { formatDateTime, formatNumber } from '../lib/format';

/** The caller's workspaces; add a workspace (and, inside one, an instance). */
export function WorkspacesPage() {
  const { t } = useTranslation('workspaces');
  const { data } = useSuspenseQuery(workspacesListQuery());
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={<CreateWorkspaceButton />}
      />
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('list.name')}</th>
              <th scope="col">{t('list.role')}</th>
              <th scope="col" className={table.number}>
                {t('list.instances')}
              </th>
              <th scope="col">{t('list.created')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.length === 0 ? (
              <tr>
                <td colSpan={4} className={table.empty}>
                  {t('list.empty')}
                </td>
              </tr>
            ) : (
              data.items.map((workspace) => (
                <tr key={workspace.id}>
                  <td>
                    <Link to={`/workspaces/${workspace.id}`}>{workspace.name}</Link>
                  </td>
                  <td>
                    {workspace.role ? t(`roles.${workspace.role}`) : t('roles.systemAdministrator')}
                  </td>
                  <td className={table.number}>{formatNumber(workspace.instanceCount)}</td>
                  <td className={table.nowrap}>{formatDateTime(workspace.createdAt)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
