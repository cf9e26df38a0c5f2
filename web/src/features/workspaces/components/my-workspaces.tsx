import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { WorkspaceActions } from './workspace-actions';
import { workspacesListQuery } from '../api/workspaces-queries';
import { WorkspacesTable } from './workspaces-table';

/** Settings › Workspaces: the caller's workspaces with their role; rename or leave one. */
export function MyWorkspaces() {
  const { t } = useTranslation('settings');
  const { data } = useSuspenseQuery(workspacesListQuery());
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <WorkspacesTable
        workspaces={data.items}
        moreColumns={[
          {
            id: 'actions',
            header: t('workspaces.actions'),
            headerHidden: true,
            cell: (workspace) => <WorkspaceActions workspace={workspace} onNotice={setNotice} />,
          },
        ]}
      />
    </>
  );
}
