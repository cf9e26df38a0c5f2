import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import table from '../../../components/ui/data-table.module.css';
import { WorkspaceActions } from '../../settings/components/workspace-actions';
import { workspacesListQuery } from '../api/workspaces-queries';

/** Settings › Workspaces: the caller's workspaces with their role; rename or leave one. */
export function MyWorkspaces() {
  const { t } = useTranslation(['workspaces', 'settings']);
  const { data } = useSuspenseQuery(workspacesListQuery());
  const [notice, setNotice] = useState<string | null>(null);
  if (data.items.length === 0)
    return (
      <>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <p>{t('list.empty')}</p>
      </>
    );
  return (
    <>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('list.name')}</th>
              <th scope="col">{t('list.role')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('settings:workspaces.actions')}</span>
              </th>
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
                <td>
                  <WorkspaceActions workspace={workspace} onNotice={setNotice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
