import { PasswordField } from '@web/components/ui/password-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { newPasswordField, passwordField } from '@web/lib/account-fields';
import { AuthError } from '@web/lib/auth-client';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useChangePassword } from '../api/account-changes';
import styles from './profile-form.module.css';

const ZPasswordForm = z.object({ currentPassword: passwordField, newPassword: newPasswordField });

/** With the current password; other sessions end, this one goes on. */
export function PasswordChangeForm() {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZPasswordForm),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!(error instanceof AuthError)) return;
        const field =
          error.code === 'INVALID_PASSWORD'
            ? 'currentPassword'
            : error.code.startsWith('PASSWORD_')
              ? 'newPassword'
              : undefined;
        if (field) setError(field, { message: describeError(error) }, { shouldFocus: true });
      },
    }),
  );
  const fieldRefusal =
    change.error instanceof AuthError &&
    (change.error.code === 'INVALID_PASSWORD' || change.error.code.startsWith('PASSWORD_'));
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h3>{t('password.heading')}</h3>
      {change.isSuccess ? <Alert tone="success">{t('password.changed')}</Alert> : null}
      {change.error && !fieldRefusal ? (
        <Alert tone="error">{describeError(change.error)}</Alert>
      ) : null}
      <PasswordField
        purpose="current"
        label={t('password.current')}
        error={fieldError(errors.currentPassword)}
        {...register('currentPassword')}
      />
      <PasswordField
        purpose="new"
        label={t('password.new')}
        hint={t('password.newHint')}
        error={fieldError(errors.newPassword)}
        {...register('newPassword')}
      />
      <div>
        <Button type="submit" processing={change.isPending} border>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
