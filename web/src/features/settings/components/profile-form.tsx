import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AccountUser } from '@contract/functions/account';
import { Alert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/text-field';
import { displayNameField } from '@web/lib/account-fields';
import { useErrorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useUpdateProfile } from '@web/lib/account/update-profile';
import styles from './profile-form.module.css';

const ZProfileForm = z.object({ displayName: displayNameField });

/** Settings › Account: the display name (editable) and the email (shown). */
export function ProfileForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const fieldError = useFieldError();
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ZProfileForm),
    mode: 'onTouched',
    defaultValues: { displayName: user.displayName },
  });

  const save = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (saved) => reset({ displayName: saved.displayName }),
    }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={save}>
      {updateProfile.isSuccess && !isDirty ? (
        <Alert tone="success">{t('account.saved')}</Alert>
      ) : null}
      {updateProfile.error ? (
        <Alert tone="error">{describeError(updateProfile.error)}</Alert>
      ) : null}
      <TextField
        label={t('account.displayName')}
        hint={t('account.displayNameHint')}
        autoComplete="name"
        error={fieldError(errors.displayName)}
        {...register('displayName')}
      />
      <TextField label={t('account.email')} type="email" value={user.email} readOnly />
      <div>
        <SubmitButton processing={updateProfile.isPending} disabled={!isDirty}>
          {t('account.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
