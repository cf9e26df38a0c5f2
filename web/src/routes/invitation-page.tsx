import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { InvitationView } from '@contract/functions/invitations';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ButtonLink } from '@web/components/ui/button-link';
import { Spinner } from '@web/components/ui/spinner';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { AuthLayout } from '@web/components/auth-layout/auth-layout';
import { useAcceptInvitation, useInvitation } from '@web/features/members/api/accept-invitation';
import {
  InvitationLoginForm,
  InvitationSignupForm,
} from '@web/features/members/components/invitation-forms';
import { useAccount } from '@web/lib/account/get-account';
import { useSystemSettings } from '@web/lib/system-settings';
import { SingleSignOnButton } from '@web/features/auth/components/single-sign-on-button';
import { formatDateTime } from '@web/lib/format';
import { useErrorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { routePaths } from '@web/lib/route-paths';

/**
 * `/invitations/:token`: the link of an invitation mail. A newcomer creates an account here (even
 * while registrations are closed), someone with an account logs in, a signed-in invitee joins.
 */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  const describeError = useErrorText();
  const { t: commonT } = useTranslation('common');
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <AuthLayout title={t('title', { workspace: '' })}>
        <Spinner label={commonT('status.loading')} />
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    const notFound =
      invitation.error instanceof FunctionsError && invitation.error.code === 'not-found';
    return (
      <AuthLayout title={t('title', { workspace: '' })}>
        <Alert tone="error">{notFound ? t('notFound') : describeError(invitation.error)}</Alert>
        <ButtonLink to={routePaths.login} border>
          {t('login')}
        </ButtonLink>
      </AuthLayout>
    );
  }
  return <Invitation token={token} invitation={invitation.data} />;
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { t } = useTranslation(['invitations', 'workspaces']);
  const describeError = useErrorText();
  const { user } = useAccount();
  const { signIn } = useSystemSettings();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const signOut = useSignOut();
  const workspace = invitation.workspaceName;
  const role = t(`workspaces:roles.${invitation.role}`);
  const open = (workspaceId: string) =>
    void navigate(routePaths.workspace.replace(':workspaceId', workspaceId), { replace: true });
  const intro = invitation.inviterName
    ? t('intro', { inviter: invitation.inviterName, email: invitation.email, workspace, role })
    : t('introNoInviter', { email: invitation.email, workspace, role });

  if (invitation.status !== 'pending') {
    return (
      <AuthLayout title={t('title', { workspace })}>
        <Alert tone={invitation.status === 'accepted' ? 'info' : 'warning'}>
          {t(invitation.status)}
        </Alert>
        <ButtonLink to={routePaths.login} border>
          {t('login')}
        </ButtonLink>
      </AuthLayout>
    );
  }

  const expiry = t('expiresAt', { date: formatDateTime(invitation.expiresAt) });
  if (user) {
    if (user.email.toLowerCase() !== invitation.email) {
      return (
        <AuthLayout title={t('title', { workspace })} intro={intro}>
          <Alert tone="warning">
            {t('otherAccount', { email: user.email, invited: invitation.email })}
          </Alert>
          <Button border processing={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('logout')}
          </Button>
        </AuthLayout>
      );
    }
    return (
      <AuthLayout title={t('title', { workspace })} intro={intro}>
        <p>{expiry}</p>
        {accept.error ? <Alert tone="error">{describeError(accept.error)}</Alert> : null}
        <Button
          variant="primary"
          processing={accept.isPending}
          onClick={() =>
            accept.mutate({ token }, { onSuccess: (joined) => open(joined.workspaceId) })
          }
        >
          {t('join', { workspace })}
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('title', { workspace })} intro={intro}>
      <p>{expiry}</p>
      {signIn.singleSignOn ? (
        // Back here signed in through the organisation's provider, the invitee joins as anyone.
        <SingleSignOnButton
          name={signIn.singleSignOn.name}
          returnTo={`/invitations/${encodeURIComponent(token)}`}
        />
      ) : null}
      {signIn.password ? (
        <>
          <h2>{invitation.accountExists ? t('loginHeading') : t('signupHeading')}</h2>
          <p>{invitation.accountExists ? t('loginIntro') : t('signupIntro')}</p>
          {invitation.accountExists ? (
            <InvitationLoginForm token={token} email={invitation.email} onJoined={open} />
          ) : (
            <InvitationSignupForm token={token} email={invitation.email} onJoined={open} />
          )}
        </>
      ) : null}
    </AuthLayout>
  );
}
