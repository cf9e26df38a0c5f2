import { PasswordField } from '@web/components/ui/password-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/text-field';
import { currentLocale } from '@web/i18n/setup-i18n';
import { displayNameField, newPasswordField, passwordField } from '@web/lib/account-fields';
import { useErrorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useFieldError } from '@web/lib/use-field-error';
import { authStyles } from '@web/components/auth-layout/auth-layout';
import { routePaths } from '@web/lib/route-paths';
import { useSignInAndAccept } from '@web/features/members/api/sign-in-and-accept';
import { useSignUpFromInvitation } from '@web/features/members/api/sign-up-from-invitation';

const ZSignup = z.object({ displayName: displayNameField, password: newPasswordField });
const ZLogin = z.object({ password: passwordField });

/** The invitation's token and address, and where to go once joined. */
type InvitationFormProps = {
  token: string;
  email: string;
  onJoined: (workspaceId: string) => void;
};

/** A newcomer: display name and password; the address is the invited one. */
export function InvitationSignupForm({ token, email, onJoined }: InvitationFormProps) {
  const { t } = useTranslation('invitations');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const signUp = useSignUpFromInvitation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSignup),
    mode: 'onTouched',
    defaultValues: { displayName: '', password: '' },
  });
  const submit = handleSubmit((values) =>
    signUp.mutate(
      { token, name: values.displayName, password: values.password, locale: currentLocale() },
      {
        onSuccess: (created) => onJoined(created.workspaceId),
        onError: (error) => {
          const reason =
            error instanceof FunctionsError ? error.details?.fields?.password?.[0] : undefined;
          if (reason)
            setError('password', { message: `validation.${reason}` }, { shouldFocus: true });
        },
      },
    ),
  );
  const passwordRefused =
    signUp.error instanceof FunctionsError && Boolean(signUp.error.details?.fields?.password);
  return (
    <form className={authStyles.form} noValidate onSubmit={submit}>
      {signUp.error && !passwordRefused ? (
        <Alert tone="error">{describeError(signUp.error)}</Alert>
      ) : null}
      <TextField
        label={t('displayName')}
        autoComplete="name"
        error={fieldError(errors.displayName)}
        {...register('displayName')}
      />
      <TextField label={t('email')} type="email" value={email} readOnly autoComplete="username" />
      <PasswordField
        purpose="new"
        label={t('password')}
        hint={t('passwordHint')}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <SubmitButton className={authStyles.submit} processing={signUp.isPending}>
        {t('signupSubmit')}
      </SubmitButton>
    </form>
  );
}

/** Someone with an account: their password, then they join at once. */
export function InvitationLoginForm({ token, email, onJoined }: InvitationFormProps) {
  const { t } = useTranslation('invitations');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const signIn = useSignInAndAccept();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLogin),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const submit = handleSubmit((values) =>
    signIn.mutate(
      { email, password: values.password, token },
      { onSuccess: (joined) => onJoined(joined.workspaceId) },
    ),
  );
  return (
    <form className={authStyles.form} noValidate onSubmit={submit}>
      {signIn.error ? <Alert tone="error">{describeError(signIn.error)}</Alert> : null}
      <TextField label={t('email')} type="email" value={email} readOnly autoComplete="username" />
      <PasswordField
        purpose="current"
        label={t('password')}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <SubmitButton className={authStyles.submit} processing={signIn.isPending}>
        {t('loginSubmit')}
      </SubmitButton>
      <Link to={routePaths.passwordReset}>{t('forgotPassword')}</Link>
    </form>
  );
}
