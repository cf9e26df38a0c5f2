import { PasswordField } from '@web/components/ui/password-field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/text-field';
import { displayNameField, emailField, newPasswordField } from '@web/lib/account-fields';
import { AuthError } from '@web/lib/auth-client';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { currentLocale } from '@web/i18n/setup-i18n';
import { useSignUp } from '../api/sign-up';
import { authStyles } from '@web/components/auth-layout/auth-layout';

const ZSignupForm = z.object({
  displayName: displayNameField,
  email: emailField,
  password: newPasswordField,
});
type SignupValues = z.infer<typeof ZSignupForm>;

/** Server refusals that belong to one field are shown under it, the rest above the form. */
const fieldOfAuthCode: Partial<Record<string, keyof SignupValues>> = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  INVALID_EMAIL: 'email',
};

export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupValues>({
    resolver: zodResolver(ZSignupForm),
    mode: 'onTouched',
    defaultValues: { displayName: '', email: '', password: '' },
  });

  const submit = handleSubmit((values) =>
    signUp.mutate(
      {
        name: values.displayName,
        email: values.email,
        password: values.password,
        locale: currentLocale(),
      },
      {
        onSuccess: () => onSignedUp(values.email),
        onError: (error) => {
          const field = error instanceof AuthError ? fieldOfAuthCode[error.code] : undefined;
          if (field) setError(field, { message: describeError(error) }, { shouldFocus: true });
        },
      },
    ),
  );
  const formError =
    signUp.error && !(signUp.error instanceof AuthError && fieldOfAuthCode[signUp.error.code]);

  return (
    <form className={authStyles.form} noValidate onSubmit={submit}>
      {formError ? <Alert tone="error">{describeError(signUp.error)}</Alert> : null}
      <TextField
        label={t('signup.displayName')}
        hint={t('signup.displayNameHint')}
        autoComplete="name"
        error={fieldError(errors.displayName)}
        {...register('displayName')}
      />
      <TextField
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <PasswordField
        purpose="new"
        label={t('signup.password')}
        hint={t('signup.passwordHint')}
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <SubmitButton className={authStyles.submit} processing={signUp.isPending}>
        {t('signup.submit')}
      </SubmitButton>
    </form>
  );
}
