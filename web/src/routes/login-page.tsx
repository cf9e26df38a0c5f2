import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LoginForm } from '@web/features/auth/components/login-form';
import { AuthLayout } from '@web/features/auth/components/auth-layout';
import { useSession } from '@web/features/session/api/get-session';
import { useSystemSettings } from '@web/features/system/api/get-settings';
import { safeNextPath } from '@web/lib/safe-next-path';
import { routePaths } from '@web/lib/route-paths';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const { enableRegistrations } = useSystemSettings();
  const [searchParams] = useSearchParams();

  // Signed in (now or already): go where the guard sent us from.
  if (user) return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;

  return (
    <AuthLayout
      title={t('login.title')}
      intro={t('login.intro')}
      aside={
        // With registrations closed the sign-up link is not offered.
        enableRegistrations ? (
          <>
            {t('login.noAccount')}
            <Link to={routePaths.signup}>{t('login.signupLink')}</Link>
          </>
        ) : undefined
      }
    >
      <LoginForm />
      <Link className="standalone-link" to={routePaths.passwordReset}>
        {t('login.forgotPassword')}
      </Link>
    </AuthLayout>
  );
}
