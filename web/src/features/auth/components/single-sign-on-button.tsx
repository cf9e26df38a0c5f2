import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/lib/error-text';
import { useSingleSignOn } from '../api/single-sign-on';
import { authStyles } from '@web/components/auth-layout/auth-layout';

/**
 * "Log in with <provider>": the organisation's OpenID provider signs the person in and sends them
 * back to `returnTo` (a refusal comes back to the login page with the reason).
 */
export function SingleSignOnButton({ name, returnTo }: { name: string; returnTo: string }) {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const singleSignOn = useSingleSignOn();
  return (
    <>
      {singleSignOn.error ? <Alert tone="error">{describeError(singleSignOn.error)}</Alert> : null}
      <Button
        variant="primary"
        className={authStyles.submit}
        processing={singleSignOn.isPending}
        onClick={() =>
          singleSignOn.mutate({
            callbackURL: returnTo,
            errorCallbackURL: `/login?next=${encodeURIComponent(returnTo)}`,
          })
        }
      >
        {t('login.singleSignOn', { name })}
      </Button>
    </>
  );
}

/** The text for `?error=` when the provider's sign-in came back refused. */
export function useSingleSignOnErrorText(name: string) {
  const { t } = useTranslation('auth');
  return (code: string) =>
    t(`login.singleSignOnErrors.${code}`, {
      name,
      code,
      defaultValue: t('login.singleSignOnErrors.other', { name, code }),
    });
}
