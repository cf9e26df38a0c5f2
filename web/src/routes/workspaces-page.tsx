import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { workspacesListQuery } from '@web/features/workspaces/api/workspaces-queries';
import { CreateWorkspaceButton } from '@web/features/workspaces/components/create-workspace-dialog';
import { WorkspacesTable } from '@web/features/workspaces/components/workspaces-table';
import { formatDateTime, formatNumber } from '@web/lib/format';

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
      <WorkspacesTable
        workspaces={data.items}
        moreColumns={[
          {
            id: 'instances',
            header: t('list.instances'),
            numeric: true,
            cell: (workspace) => formatNumber(workspace.instanceCount),
          },
          {
            id: 'created',
            header: t('list.created'),
            nowrap: true,
            cell: (workspace) => formatDateTime(workspace.createdAt),
          },
        ]}
      />
    </>
  );
}
