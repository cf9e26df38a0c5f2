import { PasswordField } from '@web/components/ui/password-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/text-field';
import { emailField, passwordField } from '@web/lib/account-fields';
import { AuthError } from '@web/lib/auth-client';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useSignIn } from '../api/sign-in';
import { authStyles } from '@web/components/auth-layout/auth-layout';

const ZLoginForm = z.object({ email: emailField, password: passwordField });
type LoginValues = z.infer<typeof ZLoginForm>;

/** Signs in; the page reacts to the new session (it navigates on). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(ZLoginForm),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  // Signing in before confirming sends a new link: a warning to act on, not a failure.
  const notVerified =
    signIn.error instanceof AuthError && signIn.error.code === 'EMAIL_NOT_VERIFIED';
  return (
    <form
      className={authStyles.form}
      noValidate
      onSubmit={handleSubmit((values) => signIn.mutate(values))}
    >
      {signIn.error ? (
        <Alert tone={notVerified ? 'warning' : 'error'}>{describeError(signIn.error)}</Alert>
      ) : null}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <PasswordField
        purpose="current"
        label={t('login.password')}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <SubmitButton className={authStyles.submit} processing={signIn.isPending}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
