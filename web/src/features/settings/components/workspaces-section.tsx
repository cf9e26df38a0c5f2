import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { ZWorkspaceSummary } from '../../../../../contract/functions/workspaces';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import tableStyles from '../../../components/ui/plain-table.module.css';
import { errorText } from '../../../lib/error-text';
import { useLeaveWorkspace } from '../../members/api/change-members';
import { useMyWorkspaces } from '../api/my-workspaces';
import { RenameWorkspaceDialog } from './rename-workspace-dialog';

type Workspace = z.infer<typeof ZWorkspaceSummary>;

/** Settings › Workspaces: each with the user's role; leave it, or rename it (owners, admins). */
export function WorkspacesSection() {
  const { t } = useTranslation(['settings', 'users']);
  const { t: errorsT } = useTranslation('errors');
  const { items } = useMyWorkspaces();
  const leave = useLeaveWorkspace();
  const [renaming, setRenaming] = useState<Workspace | null>(null);
  const [leaving, setLeaving] = useState<Workspace | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {items.length === 0 ? (
        <p className={tableStyles.empty}>{t('workspaces.empty')}</p>
      ) : (
        <div className={tableStyles.wrap}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('workspaces.name')}</th>
                <th scope="col">{t('workspaces.role')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('workspaces.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((workspace) => (
                <tr key={workspace.id}>
                  <th scope="row">
                    <Link to={`/workspaces/${workspace.id}`}>{workspace.name}</Link>
                  </th>
                  <td>
                    {workspace.role
                      ? t(`users:roles.${workspace.role}`)
                      : t('workspaces.notMember')}
                  </td>
                  <td>
                    <div className={tableStyles.actions}>
                      {workspace.role === 'owner' || workspace.role === 'admin' ? (
                        <Button
                          small
                          border
                          aria-label={t('workspaces.renameOf', { name: workspace.name })}
                          onClick={() => setRenaming(workspace)}
                        >
                          {t('workspaces.rename')}
                        </Button>
                      ) : null}
                      {workspace.role ? (
                        <Button
                          small
                          border
                          warning
                          aria-label={t('workspaces.leaveOf', { name: workspace.name })}
                          onClick={() => setLeaving(workspace)}
                        >
                          {t('workspaces.leave')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {renaming ? (
        <RenameWorkspaceDialog
          workspace={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(name) => {
            setRenaming(null);
            setNotice(t('workspaces.renamed', { name }));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={leaving !== null}
        title={t('workspaces.leaveOf', { name: leaving?.name ?? '' })}
        confirmLabel={t('workspaces.leave')}
        processing={leave.isPending}
        error={leave.error ? errorText(errorsT, leave.error) : undefined}
        onCancel={() => {
          setLeaving(null);
          leave.reset();
        }}
        onConfirm={() =>
          leaving &&
          leave.mutate(
            { workspaceId: leaving.id },
            {
              onSuccess: () => {
                setNotice(t('workspaces.left', { name: leaving.name }));
                setLeaving(null);
              },
            },
          )
        }
      >
        {t('workspaces.leaveConfirm', { name: leaving?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
