import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { LoginForm } from '@web/features/auth/components/login-form';
import { AuthLayout, authStyles } from '@web/components/auth-layout/auth-layout';
import {
  SingleSignOnButton,
  useSingleSignOnErrorText,
} from '@web/features/auth/components/single-sign-on-button';
import { useAccount } from '@web/lib/account/get-account';
import { useSystemSettings } from '@web/lib/system-settings';
import { safeNextPath } from '@web/lib/safe-next-path';
import { routePaths } from '@web/lib/route-paths';

/**
 * Log in with the organisation's provider, with e-mail and password, or both, as the installation
 * is configured; a provider's refusal comes back here as `?error=` and is explained.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { user } = useAccount();
  const { enableRegistrations, signIn } = useSystemSettings();
  const [searchParams] = useSearchParams();
  const singleSignOnName = signIn.singleSignOn?.name ?? '';
  const singleSignOnError = useSingleSignOnErrorText(singleSignOnName);
  const next = safeNextPath(searchParams.get('next'));
  const refused = searchParams.get('error');

  // Signed in (now or already): go where the guard sent us from.
  if (user) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={t('login.title')}
      intro={
        signIn.password
          ? t(signIn.singleSignOn ? 'login.introBoth' : 'login.intro')
          : t('login.introSingleSignOn')
      }
      aside={
        // With registrations closed, or passwords off, the sign-up link is not offered.
        enableRegistrations && signIn.password ? (
          <>
            {t('login.noAccount')}
            <Link to={routePaths.signup}>{t('login.signupLink')}</Link>
          </>
        ) : undefined
      }
    >
      {refused && signIn.singleSignOn ? (
        <Alert tone="error">{singleSignOnError(refused)}</Alert>
      ) : null}
      {signIn.singleSignOn ? (
        <SingleSignOnButton name={signIn.singleSignOn.name} returnTo={next} />
      ) : null}
      {signIn.singleSignOn && signIn.password ? (
        <p className={authStyles.separator}>{t('login.or')}</p>
      ) : null}
      {signIn.password ? (
        <>
          <LoginForm />
          <Link className="standalone-link" to={routePaths.passwordReset}>
            {t('login.forgotPassword')}
          </Link>
        </>
      ) : null}
    </AuthLayout>
  );
}
