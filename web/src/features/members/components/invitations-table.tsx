import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DataTable } from '@web/components/ui/data-table';
import tableStyles from '@web/components/ui/data-table.module.css';
import { formatDateTime } from '@web/lib/format';
import { useErrorText } from '@web/lib/error-text';
import { destinationLines } from './destination-text';
import membersStyles from './members.module.css';
import {
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '@web/features/members/api/workspace-invitations';

/** Open invitations: waiting or expired, each can be resent (new link, 7 more days) or revoked. */
export function InvitationsTable({
  workspaceId,
  onNotice,
}: {
  workspaceId: string;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation(['members', 'workspaces']);
  const describeError = useErrorText();
  const { items } = useInvitations(workspaceId);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const error = resend.error ?? revoke.error;

  return (
    <>
      {error ? <Alert tone="error">{describeError(error)}</Alert> : null}
      <DataTable
        caption={t('invitations.caption')}
        rows={items}
        rowKey={(invitation) => invitation.id}
        empty={t('invitations.empty')}
        columns={[
          {
            id: 'email',
            header: t('invitations.email'),
            rowHeader: true,
            cell: (invitation) => invitation.email,
          },
          {
            id: 'role',
            header: t('invitations.role'),
            cell: (invitation) => t(`workspaces:roles.${invitation.role}`),
          },
          {
            id: 'destinations',
            header: t('invitations.editDestination'),
            cell: (invitation) => (
              <ul className={membersStyles.lines}>
                {destinationLines(t, invitation.role, invitation.editDestinations).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          },
          {
            id: 'sentBy',
            header: t('invitations.sentBy'),
            cell: (invitation) => invitation.invitedByName ?? '—',
          },
          {
            id: 'expires',
            header: t('invitations.expires'),
            cell: (invitation) => formatDateTime(invitation.expiresAt),
          },
          {
            id: 'status',
            header: t('invitations.status'),
            cell: (invitation) => t(`invitations.${invitation.status}`),
          },
          {
            id: 'actions',
            header: t('members.actions'),
            headerHidden: true,
            cell: (invitation) => (
              <div className={tableStyles.actions}>
                <Button
                  small
                  border
                  processing={resend.isPending && resend.variables?.invitationId === invitation.id}
                  aria-label={t('invitations.resendOf', { email: invitation.email })}
                  onClick={() =>
                    resend.mutate(
                      { invitationId: invitation.id },
                      {
                        onSuccess: () =>
                          onNotice(t('invitations.resent', { email: invitation.email })),
                      },
                    )
                  }
                >
                  {t('invitations.resend')}
                </Button>
                <Button
                  small
                  border
                  warning
                  processing={revoke.isPending && revoke.variables?.invitationId === invitation.id}
                  aria-label={t('invitations.revokeOf', { email: invitation.email })}
                  onClick={() =>
                    revoke.mutate(
                      { invitationId: invitation.id },
                      {
                        onSuccess: () =>
                          onNotice(t('invitations.revoked', { email: invitation.email })),
                      },
                    )
                  }
                >
                  {t('invitations.revoke')}
                </Button>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
