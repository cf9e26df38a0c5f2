import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DatasetDetail, ResourceRow } from '@contract/functions/datasets';
import { ZResourceFormFields } from '@contract/functions/resources';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { FormField, inputClassName } from '@web/components/ui/form-field';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useCreateResource, useUpdateResource } from '@web/features/datasets/api/edit-resources';
import { useValidationText } from './use-validation-text';
import styles from './resource-edits.module.css';

/** The size is typed as text; blank means unknown. */
const ZResourceDialogForm = ZResourceFormFields.extend({
  size: z
    .string()
    .trim()
    .refine((value) => /^\d*$/.test(value), 'resourceSizeInteger'),
});
type FormValues = z.input<typeof ZResourceDialogForm>;

const formOf = (resource: ResourceRow | null): FormValues => ({
  name: resource?.name ?? '',
  url: resource?.url ?? '',
  description: resource?.description ?? '',
  format: resource?.format ?? '',
  size: resource?.size != null ? String(resource.size) : '',
});

/**
 * Add or edit one resource: saved here as a local edit of the dataset (not synced), which the
 * dataset's next sync pushes. `resource` null adds one at the end of the list.
 */
export function ResourceDialog({
  dataset,
  resource,
  open,
  onOpenChange,
}: {
  dataset: DatasetDetail;
  resource: ResourceRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('datasetEdit');
  const { t: errorsT } = useTranslation('errors');
  const validationText = useValidationText();
  const create = useCreateResource();
  const update = useUpdateResource();
  const saving = resource ? update : create;
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(ZResourceDialogForm) as never,
    values: formOf(resource),
  });
  const close = (next: boolean) => {
    if (!next) saving.reset();
    onOpenChange(next);
  };
  const submit = handleSubmit((values) => {
    const input = {
      datasetId: dataset.id,
      version: dataset.version,
      name: values.name,
      url: values.url,
      description: values.description ?? '',
      format: values.format ?? '',
      size: values.size ? Number(values.size) : null,
    };
    const handlers = {
      onSuccess: () => close(false),
      onError: (error: Error) => {
        const fields = error instanceof FunctionsError ? error.details?.fields : undefined;
        for (const [field, messages] of Object.entries(fields ?? {})) {
          setError(field as keyof FormValues, { message: messages[0] });
        }
      },
    };
    if (resource) update.mutate({ ...input, resourceId: resource.id }, handlers);
    else create.mutate(input, handlers);
  });
  const hasFieldErrors =
    saving.error instanceof FunctionsError && Boolean(saving.error.details?.fields);
  const errors = formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={resource ? t('resources.editTitle') : t('resources.addTitle')}
      description={t('resources.dialogDescription')}
      width={600}
      footer={
        <>
          <Button onClick={() => close(false)}>{t('common:actions.cancel')}</Button>
          <Button
            variant="primary"
            type="submit"
            form="resource-form"
            processing={saving.isPending}
          >
            {t('resources.save')}
          </Button>
        </>
      }
    >
      <form id="resource-form" className={styles.form} noValidate onSubmit={submit}>
        {saving.error && !hasFieldErrors ? (
          <Alert tone="error">{errorText(errorsT, saving.error)}</Alert>
        ) : null}
        <TextField
          label={t('resources.name')}
          error={validationText(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('resources.url')}
          type="url"
          inputMode="url"
          error={validationText(errors.url?.message)}
          {...register('url')}
        />
        <FormField
          label={t('resources.description')}
          error={validationText(errors.description?.message)}
        >
          {(control) => (
            <textarea
              className={`${inputClassName} ${styles.textarea}`}
              rows={4}
              {...control}
              {...register('description')}
            />
          )}
        </FormField>
        <div className={styles.pair}>
          <TextField
            label={t('resources.format')}
            placeholder="CSV"
            error={validationText(errors.format?.message)}
            {...register('format')}
          />
          <TextField
            label={t('resources.size')}
            hint={t('resources.sizeHint')}
            inputMode="numeric"
            error={validationText(errors.size?.message)}
            {...register('size')}
          />
        </div>
      </form>
    </Dialog>
  );
}
