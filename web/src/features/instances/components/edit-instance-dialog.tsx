import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZInstanceForm, type InstanceDetail } from '@contract/functions/instances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useFieldError } from '@web/lib/use-field-error';
import { useUpdateInstance } from '../api/instances-queries';
import styles from './create-instance-dialog.module.css';

type FormValues = { name: string; url: string; limitScope: boolean; organizationIds: string };

const formOf = (instance: InstanceDetail): FormValues => ({
  name: instance.name,
  url: instance.url,
  limitScope: instance.organizationScope.length > 0,
  organizationIds: instance.organizationScope.join(', '),
});

/**
 * The instance form of "Add instance", filled in: a changed URL or scope is checked with the
 * catalogue before it is saved, and the working copy is then pulled again.
 */
export function EditInstanceButton({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation('workspaces');
  const { t: errorsT } = useTranslation('errors');
  const fieldError = useFieldError();
  const [open, setOpen] = useState(false);
  const update = useUpdateInstance();
  const { register, handleSubmit, reset, control, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(ZInstanceForm) as never,
    values: formOf(instance),
  });
  const limitScope = useWatch({ control, name: 'limitScope' });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset(formOf(instance));
      update.reset();
    }
  };
  const submit = handleSubmit((values) =>
    update.mutate(
      {
        instanceId: instance.id,
        name: values.name,
        url: values.url,
        organizationIds: values.limitScope ? values.organizationIds : '',
      },
      {
        onSuccess: () => close(false),
        onError: (error) => {
          const fields = error instanceof FunctionsError ? error.details?.fields : undefined;
          for (const [field, messages] of Object.entries(fields ?? {})) {
            if (field in values) setError(field as keyof FormValues, { message: messages[0] });
          }
        },
      },
    ),
  );
  const fieldErrors = update.error instanceof FunctionsError && update.error.details?.fields;
  return (
    <>
      <Button border onClick={() => setOpen(true)}>
        {t('editInstance.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('editInstance.title')}
        description={t('editInstance.description')}
        width={560}
        footer={
          <>
            <Button onClick={() => close(false)}>{t('common:actions.cancel')}</Button>
            <Button
              variant="primary"
              type="submit"
              form="edit-instance"
              processing={update.isPending}
            >
              {update.isPending ? t('instance.checking') : t('editInstance.submit')}
            </Button>
          </>
        }
      >
        <form id="edit-instance" className={styles.form} noValidate onSubmit={submit}>
          {update.error && !fieldErrors ? (
            <Alert tone="error">{errorText(errorsT, update.error)}</Alert>
          ) : null}
          <TextField
            label={t('instance.name')}
            error={fieldError(formState.errors.name)}
            {...register('name')}
          />
          <TextField
            label={t('instance.url')}
            hint={t('instance.urlHint')}
            type="url"
            inputMode="url"
            error={fieldError(formState.errors.url)}
            {...register('url')}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('limitScope')} />
            {t('instance.limitScope')}
          </label>
          {limitScope ? (
            <TextField
              label={t('instance.organizationIds')}
              hint={t('instance.organizationIdsHint')}
              error={fieldError(formState.errors.organizationIds)}
              {...register('organizationIds')}
            />
          ) : null}
        </form>
      </Dialog>
    </>
  );
}
