import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { useDeleteWorkspace } from '../api/change-workspace';
import styles from './delete-workspace-dialog.module.css';

/**
 * An owner deletes a workspace and everything in it. The button stays disabled until the name is
 * typed exactly as it is (the server checks it again), so a slip cannot delete the wrong one.
 */
export function DeleteWorkspaceDialog({
  workspace,
  onClose,
  onDeleted,
}: {
  workspace: { id: string; name: string; instanceCount: number };
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('settings');
  const { t: errorsT } = useTranslation('errors');
  const { t: commonT } = useTranslation('common');
  const formId = useId();
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace();
  const matches = typed.trim() === workspace.name;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('workspaces.deleteOf', { name: workspace.name })}
      footer={
        <>
          <Button onClick={onClose}>{commonT('actions.cancel')}</Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            warning
            disabled={!matches}
            processing={remove.isPending}
          >
            {t('workspaces.deleteForever')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches) return;
          remove.mutate(
            { workspaceId: workspace.id, confirmName: typed },
            { onSuccess: onDeleted },
          );
        }}
      >
        {remove.error ? <Alert tone="error">{errorText(errorsT, remove.error)}</Alert> : null}
        <p>{t('workspaces.deleteLoses', { count: workspace.instanceCount })}</p>
        <TextField
          label={t('workspaces.deleteTypeName', { name: workspace.name })}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
