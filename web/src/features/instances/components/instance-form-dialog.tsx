import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZInstanceForm } from '@contract/functions/instances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useFieldError } from '@web/lib/use-field-error';
import styles from './instance-form-dialog.module.css';

export type InstanceFormValues = {
  name: string;
  url: string;
  limitScope: boolean;
  organizationIds: string;
};

/**
 * The instance form, for adding one or changing one: the server checks the URL against the
 * catalogue before saving, and its field errors (not a CKAN API, unreachable, unknown
 * organization) come back onto the fields. `save` resolves once saved (the dialog then closes) and
 * rejects on a refusal.
 */
export function InstanceFormDialog({
  formId,
  trigger,
  title,
  description,
  submitLabel,
  initial,
  open,
  onOpenChange,
  saving,
  save,
}: {
  formId: string;
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  initial: InstanceFormValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: { isPending: boolean; error: Error | null; reset: () => void };
  save: (values: InstanceFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('workspaces');
  const { t: errorsT } = useTranslation('errors');
  const fieldError = useFieldError();
  const { register, handleSubmit, reset, control, setError, formState } =
    useForm<InstanceFormValues>({
      resolver: zodResolver(ZInstanceForm) as never,
      values: initial,
    });
  const limitScope = useWatch({ control, name: 'limitScope' });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      reset(initial);
      saving.reset();
    }
  };
  const submit = handleSubmit((values) =>
    save(values).then(
      () => close(false),
      (error: unknown) => {
        const fields = error instanceof FunctionsError ? error.details?.fields : undefined;
        for (const [field, messages] of Object.entries(fields ?? {})) {
          if (field in values)
            setError(field as keyof InstanceFormValues, { message: messages[0] });
        }
      },
    ),
  );
  const fieldErrors = saving.error instanceof FunctionsError && saving.error.details?.fields;
  return (
    <>
      {trigger}
      <Dialog
        open={open}
        onOpenChange={close}
        title={title}
        description={description}
        width={560}
        footer={
          <>
            <Button onClick={() => close(false)}>{t('common:actions.cancel')}</Button>
            <Button variant="primary" type="submit" form={formId} processing={saving.isPending}>
              {saving.isPending ? t('instance.checking') : submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.form} noValidate onSubmit={submit}>
          {saving.error && !fieldErrors ? (
            <Alert tone="error">{errorText(errorsT, saving.error)}</Alert>
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
