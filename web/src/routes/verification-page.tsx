import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ButtonLink } from '@web/components/ui/button-link';
import { Spinner } from '@web/components/ui/spinner';
import { useVerifyEmail } from '@web/features/auth/api/verify-email';
import { emailOfVerificationToken } from '@web/features/auth/api/verification-token';
import { AuthLayout } from '@web/components/auth-layout/auth-layout';
import { ResendVerificationForm } from '@web/features/auth/components/resend-verification-form';
import { useErrorText } from '@web/lib/error-text';
import { routePaths } from '@web/lib/route-paths';

/** `/signup/verification/:hash`: confirms the address, signs in and goes home — or says why not. */
export function VerificationPage() {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const { hash = '' } = useParams();
  const verification = useVerifyEmail(hash);

  if (verification.isPending) {
    return (
      <AuthLayout title={t('verification.title')}>
        <p>
          <Spinner /> {t('verification.verifying')}
        </p>
      </AuthLayout>
    );
  }
  if (verification.isError) {
    return (
      <AuthLayout title={t('verification.title')}>
        <Alert tone="error">{describeError(verification.error)}</Alert>
        <Button variant="primary" onClick={() => void verification.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </AuthLayout>
    );
  }

  switch (verification.data) {
    case 'verified':
      return <Navigate to={routePaths.home} replace />;
    case 'alreadyUsed':
      return (
        <AuthLayout title={t('verification.usedTitle')}>
          <Alert tone="info">{t('verification.usedBody')}</Alert>
          <ButtonLink to={routePaths.login} variant="primary">
            {t('verification.login')}
          </ButtonLink>
        </AuthLayout>
      );
    case 'expired':
      return (
        <AuthLayout title={t('verification.expiredTitle')} intro={t('verification.expiredBody')}>
          <ResendVerificationForm email={emailOfVerificationToken(hash)} />
        </AuthLayout>
      );
    case 'otherUser':
      return (
        <AuthLayout title={t('verification.otherUserTitle')}>
          <Alert tone="warning">{t('verification.otherUserBody')}</Alert>
        </AuthLayout>
      );
    case 'invalid':
      return (
        <AuthLayout title={t('verification.invalidTitle')}>
          <Alert tone="error">{t('verification.invalidBody')}</Alert>
          <ButtonLink to={routePaths.signup} border>
            {t('verification.signup')}
          </ButtonLink>
        </AuthLayout>
      );
  }
}
