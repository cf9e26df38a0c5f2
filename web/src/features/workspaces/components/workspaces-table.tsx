import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { ZWorkspaceSummary } from '@contract/functions/workspaces';
import { DataTable, type DataTableColumn } from '@web/components/ui/data-table';

export type WorkspaceSummary = z.infer<typeof ZWorkspaceSummary>;

/**
 * The caller's workspaces: name (a link) and their role, then the columns the page adds
 * (the overview's counts and dates, the settings' rename and leave actions).
 */
export function WorkspacesTable({
  workspaces,
  moreColumns,
}: {
  workspaces: readonly WorkspaceSummary[];
  moreColumns: DataTableColumn<WorkspaceSummary>[];
}) {
  const { t } = useTranslation('workspaces');
  return (
    <DataTable
      caption={t('list.caption')}
      rows={workspaces}
      rowKey={(workspace) => workspace.id}
      empty={t('list.empty')}
      columns={[
        {
          id: 'name',
          header: t('list.name'),
          cell: (workspace) => <Link to={`/workspaces/${workspace.id}`}>{workspace.name}</Link>,
        },
        {
          id: 'role',
          header: t('list.role'),
          cell: (workspace) =>
            workspace.role ? t(`roles.${workspace.role}`) : t('roles.systemAdministrator'),
        },
        ...moreColumns,
      ]}
    />
  );
}
