import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/text-field';
import { useRequestPasswordReset } from '@web/features/auth/api/password-reset';
import { AuthLayout, authStyles } from '@web/components/auth-layout/auth-layout';
import { emailField } from '@web/lib/account-fields';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { routePaths } from '@web/lib/route-paths';

const ZRequestForm = z.object({ email: emailField });

/** `/password-reset`: asks for a reset link; the same answer whether or not the account exists. */
export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZRequestForm),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  return (
    <AuthLayout
      title={t('passwordReset.title')}
      intro={t('passwordReset.intro')}
      aside={<Link to={routePaths.login}>{t('passwordReset.login')}</Link>}
    >
      {request.isSuccess ? (
        <Alert tone="success">{t('passwordReset.sent', { email: request.variables })}</Alert>
      ) : (
        <form
          className={authStyles.form}
          noValidate
          onSubmit={handleSubmit((values) => request.mutate(values.email))}
        >
          {request.error ? <Alert tone="error">{describeError(request.error)}</Alert> : null}
          <TextField
            label={t('passwordReset.email')}
            type="email"
            autoComplete="username"
            error={fieldError(errors.email)}
            {...register('email')}
          />
          <SubmitButton className={authStyles.submit} processing={request.isPending}>
            {t('passwordReset.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
