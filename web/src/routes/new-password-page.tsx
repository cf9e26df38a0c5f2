import { PasswordField } from '@web/components/ui/password-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { ButtonLink } from '@web/components/ui/button-link';
import { useResetPassword } from '@web/features/auth/api/password-reset';
import { AuthLayout, authStyles } from '@web/components/auth-layout/auth-layout';
import { newPasswordField } from '@web/lib/account-fields';
import { AuthError } from '@web/lib/auth-client';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { routePaths } from '@web/lib/route-paths';

const ZNewPassword = z.object({ newPassword: newPasswordField });

/** `/password-reset/:token`: the mailed link; a new password ends every session. */
export function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZNewPassword),
    mode: 'onTouched',
    defaultValues: { newPassword: '' },
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t('passwordReset.newTitle')}>
        <Alert tone="success">{t('passwordReset.done')}</Alert>
        <ButtonLink to={routePaths.login} variant="primary">
          {t('passwordReset.login')}
        </ButtonLink>
      </AuthLayout>
    );
  }
  const invalid = reset.error instanceof AuthError && reset.error.code === 'INVALID_TOKEN';
  if (invalid) {
    return (
      <AuthLayout title={t('passwordReset.newTitle')}>
        <Alert tone="error">{t('passwordReset.invalid')}</Alert>
        <ButtonLink to={routePaths.passwordReset} border>
          {t('passwordReset.again')}
        </ButtonLink>
      </AuthLayout>
    );
  }
  const passwordRefused =
    reset.error instanceof AuthError && reset.error.code.startsWith('PASSWORD_');
  return (
    <AuthLayout title={t('passwordReset.newTitle')} intro={t('passwordReset.newIntro')}>
      <form
        className={authStyles.form}
        noValidate
        onSubmit={handleSubmit((values) =>
          reset.mutate(
            { token, newPassword: values.newPassword },
            {
              onError: (error) => {
                if (error instanceof AuthError && error.code.startsWith('PASSWORD_'))
                  setError('newPassword', { message: describeError(error) }, { shouldFocus: true });
              },
            },
          ),
        )}
      >
        {reset.error && !passwordRefused ? (
          <Alert tone="error">{describeError(reset.error)}</Alert>
        ) : null}
        <PasswordField
          purpose="new"
          label={t('passwordReset.password')}
          hint={t('passwordReset.passwordHint')}
          error={fieldError(errors.newPassword)}
          {...register('newPassword')}
        />
        <SubmitButton className={authStyles.submit} processing={reset.isPending}>
          {t('passwordReset.save')}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
