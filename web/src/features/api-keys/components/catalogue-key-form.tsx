import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useErrorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useFieldError } from '@web/lib/use-field-error';
import { useSaveCatalogueKey } from '../api/catalogue-key';
import styles from './api-keys.module.css';

const ZKeyForm = z.object({
  apiKey: z
    .string()
    .trim()
    .min(1, { error: 'validation.apiKeyRequired' })
    .max(2000, { error: 'validation.tooLong' }),
});

/** A new key (or a replacement): the server asks the catalogue before it saves anything. */
export function CatalogueKeyForm({
  instanceId,
  onSaved,
  onCancel,
}: {
  instanceId: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  const describeError = useErrorText();
  const { t: commonT } = useTranslation('common');
  const fieldError = useFieldError();
  const save = useSaveCatalogueKey();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZKeyForm),
    mode: 'onTouched',
    defaultValues: { apiKey: '' },
  });
  const refusal =
    save.error instanceof FunctionsError && save.error.details?.fields?.apiKey
      ? describeError(save.error)
      : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      autoComplete="off"
      onSubmit={handleSubmit((values) =>
        save.mutate({ instanceId, apiKey: values.apiKey }, { onSuccess: onSaved }),
      )}
    >
      {save.error && !refusal ? <Alert tone="error">{describeError(save.error)}</Alert> : null}
      <TextField
        label={t('catalogue.newKey')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        error={refusal ?? fieldError(errors.apiKey)}
        {...register('apiKey')}
      />
      <div className={styles.keyRow}>
        <SubmitButton processing={save.isPending}>
          {save.isPending ? t('catalogue.verifying') : t('catalogue.save')}
        </SubmitButton>
        {onCancel ? <Button onClick={onCancel}>{commonT('actions.cancel')}</Button> : null}
      </div>
    </form>
  );
}
