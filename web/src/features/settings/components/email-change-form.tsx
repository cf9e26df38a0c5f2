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
import { useChangeEmail } from '../api/account-changes';
import styles from './profile-form.module.css';

const ZEmailForm = z.object({ newEmail: emailField });

/** The new address receives a link; the account keeps the old one until it is opened. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZEmailForm),
    mode: 'onTouched',
    defaultValues: { newEmail: '' },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        change.mutate(values.newEmail, { onSuccess: () => reset({ newEmail: '' }) }),
      )}
    >
      <h3>{t('account.emailHeading')}</h3>
      <p>{t('account.emailCurrent', { email: currentEmail })}</p>
      {change.isSuccess ? (
        <Alert tone="success">
          {t('account.emailSent', { email: change.variables, current: currentEmail })}
        </Alert>
      ) : null}
      {change.error ? <Alert tone="error">{describeError(change.error)}</Alert> : null}
      <TextField
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.newEmail)}
        {...register('newEmail')}
      />
      <div>
        <Button type="submit" processing={change.isPending} border>
          {t('account.changeEmail')}
        </Button>
      </div>
    </form>
  );
}
