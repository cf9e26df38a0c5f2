import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AuthLayout } from '@web/components/auth-layout/auth-layout';
import { CheckInbox } from '@web/features/auth/components/check-inbox';
import { SignupForm } from '@web/features/auth/components/signup-form';
import { useAccount } from '@web/lib/account/get-account';
import { routePaths } from '@web/lib/route-paths';

export function SignupPage() {
  const { t } = useTranslation('auth');
  const { user } = useAccount();
  const [sentTo, setSentTo] = useState<string>();

  if (user) return <Navigate to={routePaths.home} replace />;
  if (sentTo) {
    return (
      <AuthLayout title={t('checkInbox.title')}>
        <CheckInbox email={sentTo} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t('signup.title')}
      intro={t('signup.intro')}
      aside={
        <>
          {t('signup.haveAccount')}
          <Link to={routePaths.login}>{t('signup.loginLink')}</Link>
        </>
      }
    >
      <SignupForm onSignedUp={setSentTo} />
    </AuthLayout>
  );
}
