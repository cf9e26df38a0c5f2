import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceRole } from '@contract/enums';
import type { InstanceSummary } from '@contract/functions/instances';
import type { MemberRow } from '@contract/functions/members';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField } from '@web/components/ui/select-field';
import { errorText } from '@web/lib/error-text';
import { useRemoveMember, useUpdateMember } from '../api/change-members';
import {
  DestinationFields,
  destinationsOf,
  draftOf,
  type DestinationDraft,
} from './destination-fields';
import styles from './members.module.css';
import { roleOptions } from './role-options';

/** Edit user: role and edit destination, or remove from the workspace. */
export function EditMemberDialog({
  workspaceId,
  member,
  instances,
  canOwn,
  onClose,
  onDone,
}: {
  workspaceId: string;
  member: MemberRow;
  instances: readonly InstanceSummary[];
  canOwn: boolean;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation(['members', 'workspaces']);
  const { t: errorsT } = useTranslation('errors');
  const { t: commonT } = useTranslation('common');
  const formId = useId();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [role, setRole] = useState<WorkspaceRole>(member.role);
  const [destinations, setDestinations] = useState<DestinationDraft>(() =>
    draftOf(member.editDestinations),
  );
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  // Someone who is an owner can only be changed by an owner: show the choice as it stands.
  const options = roleOptions(t, canOwn || member.role === 'owner');

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        workspaceId,
        userId: member.userId,
        role,
        editDestinations: role === 'editor' ? destinationsOf(destinations) : [],
      },
      { onSuccess: () => onDone(t('editDialog.saved', { name: member.name })) },
    );
  };
  const error = update.error ?? remove.error;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${t('editDialog.title')}: ${member.name}`}
      description={member.email}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{commonT('actions.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" processing={update.isPending}>
            {t('editDialog.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={save}>
        {error ? <Alert tone="error">{errorText(errorsT, error)}</Alert> : null}
        <SelectField
          label={t('editDialog.role')}
          options={options}
          value={role}
          onChange={(event) => setRole(event.target.value as WorkspaceRole)}
        />
        {role === 'editor' ? (
          <DestinationFields
            instances={instances}
            value={destinations}
            onChange={setDestinations}
          />
        ) : null}
        <div className={styles.removeZone}>
          {confirmingRemoval ? (
            <>
              <Alert tone="warning">{t('editDialog.removeConfirm', { name: member.name })}</Alert>
              <div>
                <Button
                  warning
                  variant="primary"
                  processing={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { workspaceId, userId: member.userId },
                      { onSuccess: () => onDone(t('editDialog.removed', { name: member.name })) },
                    )
                  }
                >
                  {t('editDialog.removeConfirmButton')}
                </Button>{' '}
                <Button onClick={() => setConfirmingRemoval(false)}>
                  {commonT('actions.cancel')}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button warning border onClick={() => setConfirmingRemoval(true)}>
                {t('editDialog.remove')}
              </Button>
            </div>
          )}
        </div>
      </form>
    </Dialog>
  );
}
