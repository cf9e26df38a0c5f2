import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { emailField } from '@web/lib/account-fields';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useResendVerification } from '../api/resend-verification';
import { authStyles } from '@web/components/auth-layout/auth-layout';

const ZResendForm = z.object({ email: emailField });

/** Sends a new confirmation link. With `fixedEmail` it is a single button (the inbox page). */
export function ResendVerificationForm({
  email,
  fixedEmail = false,
}: {
  email?: string;
  fixedEmail?: boolean;
}) {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZResendForm),
    mode: 'onTouched',
    defaultValues: { email: email ?? '' },
  });

  return (
    <form
      className={authStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => resend.mutate(values))}
    >
      {resend.isSuccess ? (
        <Alert tone="success">{t('resend.sent', { email: resend.variables.email })}</Alert>
      ) : null}
      {resend.error ? <Alert tone="error">{describeError(resend.error)}</Alert> : null}
      {fixedEmail ? null : (
        <TextField
          label={t('resend.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
      )}
      <Button
        type="submit"
        variant={fixedEmail ? 'secondary' : 'primary'}
        border={fixedEmail}
        processing={resend.isPending}
      >
        {t('resend.submit')}
      </Button>
    </form>
  );
}
