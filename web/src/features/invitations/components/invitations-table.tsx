import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import tableStyles from '../../../components/ui/data-table.module.css';
import { formatDateTime } from '../../../lib/format';
import { useErrorText } from '../../../lib/error-text';
import { destinationLines } from '../../members/components/destination-text';
import membersStyles from '../../members/components/members.module.css';
import {
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/workspace-invitations';

/** Open invitations: waiting or expired, each can be resent (new link, 7 more days) or revoked. */
export function InvitationsTable({
  workspaceId,
  onNotice,
}: {
  workspaceId: string;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation(['users', 'workspaces']);
  const describeError = useErrorText();
  const { items } = useInvitations(workspaceId);
  const resend = useResendInvitation(workspaceId);
  const revoke = useRevokeInvitation(workspaceId);
  const error = resend.error ?? revoke.error;

  if (items.length === 0) return <p className={tableStyles.empty}>{t('invitations.empty')}</p>;
  return (
    <>
      {error ? <Alert tone="error">{describeError(error)}</Alert> : null}
      <div className={tableStyles.wrap}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('invitations.email')}</th>
              <th scope="col">{t('invitations.role')}</th>
              <th scope="col">{t('invitations.editDestination')}</th>
              <th scope="col">{t('invitations.sentBy')}</th>
              <th scope="col">{t('invitations.expires')}</th>
              <th scope="col">{t('invitations.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('members.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row">{invitation.email}</th>
                <td>{t(`workspaces:roles.${invitation.role}`)}</td>
                <td>
                  <ul className={membersStyles.lines}>
                    {destinationLines(t, invitation.role, invitation.editDestinations).map(
                      (line) => (
                        <li key={line}>{line}</li>
                      ),
                    )}
                  </ul>
                </td>
                <td>{invitation.invitedByName ?? '—'}</td>
                <td>{formatDateTime(invitation.expiresAt)}</td>
                <td>{t(`invitations.${invitation.status}`)}</td>
                <td>
                  <div className={tableStyles.actions}>
                    <Button
                      small
                      border
                      processing={resend.isPending && resend.variables === invitation.id}
                      aria-label={t('invitations.resendOf', { email: invitation.email })}
                      onClick={() =>
                        resend.mutate(invitation.id, {
                          onSuccess: () =>
                            onNotice(t('invitations.resent', { email: invitation.email })),
                        })
                      }
                    >
                      {t('invitations.resend')}
                    </Button>
                    <Button
                      small
                      border
                      warning
                      processing={revoke.isPending && revoke.variables === invitation.id}
                      aria-label={t('invitations.revokeOf', { email: invitation.email })}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () =>
                            onNotice(t('invitations.revoked', { email: invitation.email })),
                        })
                      }
                    >
                      {t('invitations.revoke')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
