import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { workspaceRoles } from '@contract/enums';
import type { InstanceSummary } from '@contract/functions/instances';
import { locales } from '@contract/locales';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { currentLocale } from '@web/i18n/setup-i18n';
import { emailField } from '@web/lib/account-fields';
import { errorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useFieldError } from '@web/lib/use-field-error';
import { DestinationFields, destinationsOf, type DestinationDraft } from './destination-fields';
import styles from './members.module.css';
import { roleOptions } from './role-options';
import { useCreateInvitation } from '@web/features/members/api/workspace-invitations';

const ZInviteForm = z.object({
  email: emailField,
  role: z.enum(workspaceRoles),
  locale: z.enum(locales),
});
type InviteValues = z.infer<typeof ZInviteForm>;

/** User Invitation: email, role and (for editors) edit destination; the server mails the link. */
export function InviteDialog({
  workspaceId,
  instances,
  canOwn,
  open,
  onOpenChange,
  onSent,
}: {
  workspaceId: string;
  instances: readonly InstanceSummary[];
  canOwn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation(['members', 'workspaces']);
  const { t: errorsT } = useTranslation('errors');
  const { t: commonT } = useTranslation('common');
  const fieldError = useFieldError();
  const formId = useId();
  const invite = useCreateInvitation();
  const [destinations, setDestinations] = useState<DestinationDraft>({});
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: zodResolver(ZInviteForm),
    mode: 'onTouched',
    defaultValues: { email: '', role: 'editor', locale: currentLocale() },
  });
  const role = useWatch({ control, name: 'role' });

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setDestinations({});
      invite.reset();
    }
    onOpenChange(next);
  };

  const submit = handleSubmit((values) =>
    invite.mutate(
      {
        workspaceId,
        email: values.email,
        role: values.role,
        locale: values.locale,
        editDestinations: values.role === 'editor' ? destinationsOf(destinations) : [],
      },
      {
        onSuccess: () => {
          onSent(values.email);
          close(false);
        },
        onError: (error) => {
          const email = error instanceof FunctionsError ? error.details?.fields?.email : undefined;
          if (email?.[0]) setError('email', { message: `validation.${email[0]}` });
        },
      },
    ),
  );
  const destinationError =
    invite.error instanceof FunctionsError && invite.error.details?.fields?.editDestinations
      ? errorText(errorsT, invite.error)
      : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('inviteDialog.title')}
      description={t('inviteDialog.description')}
      width={560}
      footer={
        <>
          <Button onClick={() => close(false)}>{commonT('actions.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" processing={invite.isPending}>
            {t('inviteDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        {invite.error && !destinationError ? (
          <Alert tone="error">{errorText(errorsT, invite.error)}</Alert>
        ) : null}
        <TextField
          label={t('inviteDialog.email')}
          type="email"
          autoComplete="off"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <SelectField
          label={t('inviteDialog.role')}
          options={roleOptions(t, canOwn)}
          {...register('role')}
        />
        {role === 'editor' ? (
          <DestinationFields
            instances={instances}
            value={destinations}
            onChange={setDestinations}
            error={destinationError}
          />
        ) : null}
        <SelectField
          label={t('inviteDialog.language')}
          options={locales.map((locale) => ({
            value: locale,
            label: commonT(`languages.${locale}`),
          }))}
          {...register('locale')}
        />
      </form>
    </Dialog>
  );
}
