import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { useLeaveWorkspace } from '../api/change-workspace';

/** Asks before the caller leaves a workspace; `onLeft` runs once the server has let them go. */
export function LeaveWorkspaceDialog({
  workspace,
  open,
  onClose,
  onLeft,
}: {
  workspace: { id: string; name: string };
  open: boolean;
  onClose: () => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const leave = useLeaveWorkspace();
  return (
    <ConfirmDialog
      open={open}
      title={t('workspaces.leaveOf', { name: workspace.name })}
      confirmLabel={t('workspaces.leave')}
      processing={leave.isPending}
      error={leave.error ? describeError(leave.error) : undefined}
      onCancel={() => {
        onClose();
        leave.reset();
      }}
      onConfirm={() => leave.mutate({ workspaceId: workspace.id }, { onSuccess: onLeft })}
    >
      {t('workspaces.leaveConfirm', { name: workspace.name })}
    </ConfirmDialog>
  );
}
