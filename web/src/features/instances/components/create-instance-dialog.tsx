import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZInstanceForm } from '@contract/functions/instances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useFieldError } from '@web/lib/use-field-error';
import { useCreateInstance } from '../api/instances-queries';
import styles from './create-instance-dialog.module.css';

type FormValues = { name: string; url: string; limitScope: boolean; organizationIds: string };

/**
 * The form that adds an instance. The server checks the URL against the catalogue before saving; its field
 * errors (not a CKAN API, unreachable, unknown organization) come back onto the fields.
 */
export function CreateInstanceButton({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const { t: errorsT } = useTranslation('errors');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateInstance();
  const { register, handleSubmit, reset, control, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(ZInstanceForm) as never,
    defaultValues: { name: '', url: '', limitScope: false, organizationIds: '' },
  });
  const limitScope = useWatch({ control, name: 'limitScope' });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      create.reset();
    }
  };
  const submit = handleSubmit((values) =>
    create.mutate(
      { workspaceId, ...values },
      {
        onSuccess: (instance) => void navigate(`/workspaces/${workspaceId}/${instance.id}`),
        onError: (error) => {
          const fields = error instanceof FunctionsError ? error.details?.fields : undefined;
          for (const [field, messages] of Object.entries(fields ?? {})) {
            if (field in values) setError(field as keyof FormValues, { message: messages[0] });
          }
        },
      },
    ),
  );
  const fieldErrors = create.error instanceof FunctionsError && create.error.details?.fields;

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('instance.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('instance.title')}
        description={t('instance.description')}
        width={560}
        footer={
          <>
            <Button onClick={() => close(false)}>{t('common:actions.cancel')}</Button>
            <Button
              variant="primary"
              type="submit"
              form="create-instance"
              processing={create.isPending}
            >
              {create.isPending ? t('instance.checking') : t('instance.submit')}
            </Button>
          </>
        }
      >
        <form id="create-instance" className={styles.form} noValidate onSubmit={submit}>
          {create.error && !fieldErrors ? (
            <Alert tone="error">{errorText(errorsT, create.error)}</Alert>
          ) : null}
          <TextField
            label={t('instance.name')}
            autoFocus
            error={fieldError(formState.errors.name)}
            {...register('name')}
          />
          <TextField
            label={t('instance.url')}
            hint={t('instance.urlHint')}
            type="url"
            inputMode="url"
            placeholder="https://catalog.example.jp"
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
