import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceRole } from '@contract/enums';
import { Button } from '@web/components/ui/button';
import table from '@web/components/ui/data-table.module.css';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { LeaveWorkspaceDialog } from './leave-workspace-dialog';
import { RenameWorkspaceDialog } from './rename-workspace-dialog';

/** Settings › Workspaces, per row: rename (owners, admins), leave (any member), delete (owners). */
export function WorkspaceActions({
  workspace,
  onNotice,
}: {
  workspace: { id: string; name: string; role: WorkspaceRole | null; instanceCount: number };
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation('settings');
  const [renaming, setRenaming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!workspace.role) return null;
  return (
    <div className={table.actions}>
      {workspace.role === 'owner' || workspace.role === 'admin' ? (
        <Button
          small
          border
          aria-label={t('workspaces.renameOf', { name: workspace.name })}
          onClick={() => setRenaming(true)}
        >
          {t('workspaces.rename')}
        </Button>
      ) : null}{' '}
      <Button
        small
        border
        warning
        aria-label={t('workspaces.leaveOf', { name: workspace.name })}
        onClick={() => setLeaving(true)}
      >
        {t('workspaces.leave')}
      </Button>
      {workspace.role === 'owner' ? (
        <>
          {' '}
          <Button
            small
            border
            warning
            aria-label={t('workspaces.deleteOf', { name: workspace.name })}
            onClick={() => setDeleting(true)}
          >
            {t('workspaces.delete')}
          </Button>
        </>
      ) : null}
      {deleting ? (
        <DeleteWorkspaceDialog
          workspace={workspace}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            onNotice(t('workspaces.deleted', { name: workspace.name }));
          }}
        />
      ) : null}
      {renaming ? (
        <RenameWorkspaceDialog
          workspace={workspace}
          onClose={() => setRenaming(false)}
          onRenamed={(name) => {
            setRenaming(false);
            onNotice(t('workspaces.renamed', { name }));
          }}
        />
      ) : null}
      <LeaveWorkspaceDialog
        workspace={workspace}
        open={leaving}
        onClose={() => setLeaving(false)}
        onLeft={() => onNotice(t('workspaces.left', { name: workspace.name }))}
      />
    </div>
  );
}
