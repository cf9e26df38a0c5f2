import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import table from '../../../components/ui/data-table.module.css';
import { workspacesListQuery } from '../api/workspaces-queries';

/** Settings › Workspaces: the caller's workspaces with their role. */
export function MyWorkspaces() {
  const { t } = useTranslation('workspaces');
  const { data } = useSuspenseQuery(workspacesListQuery());
  if (data.items.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.role')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((workspace) => (
            <tr key={workspace.id}>
              <td>
                <Link to={`/workspaces/${workspace.id}`}>{workspace.name}</Link>
              </td>
              <td>
                {workspace.role ? t(`roles.${workspace.role}`) : t('roles.systemAdministrator')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
