import { SubmitButton } from '@web/components/ui/submit-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  datasetFormSchema,
  type DatasetFormInput,
  type DatasetDetail,
  type DatasetFormValues,
} from '@contract/functions/datasets';
import { datasetVisibilities } from '@contract/enums';
import type { FieldErrors } from '@contract/errors';
import type { VocabularyItem } from '@contract/functions/vocabularies';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField, inputClassName } from '@web/components/ui/form-field';
import { TextField } from '@web/components/ui/text-field';
import { useErrorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';
import { useVocabularies } from '@web/features/datasets/api/get-vocabularies';
import { applyServerErrors } from './server-errors';
import styles from './dataset-form.module.css';
import { MarkdownField } from './markdown-field';
import { TagsInput } from './tags-input';
import { useValidationText } from './use-validation-text';

/** Values people often use for the update frequency; any other text is fine too. */
const frequencySuggestions = [
  '随時',
  '毎日',
  '毎週',
  '毎月',
  '四半期毎',
  '半年毎',
  '年1回',
  '不定期',
];

export interface DatasetFormProps {
  instanceId: string;
  /** The dataset being edited; absent for Create New. */
  dataset?: DatasetDetail;
  /** Field errors to show from the start (the catalogue refused a sync). */
  serverErrors?: FieldErrors | undefined;
  submitLabel: string;
  onSubmit: (values: DatasetFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function valuesOf(dataset?: DatasetDetail): DatasetFormInput {
  return {
    name: dataset?.name ?? '',
    title: dataset?.title ?? '',
    notes: dataset?.notes ?? '',
    tags: dataset?.tags ?? [],
    licenseId: dataset?.licenseId ?? '',
    organization: dataset?.organizationName ?? '',
    url: dataset?.url ?? '',
    maintainer: dataset?.maintainer ?? '',
    groups: dataset?.groups ?? [],
    updateFrequency: dataset?.updateFrequency ?? '',
    visibility: dataset?.private ? 'private' : 'public',
  };
}

/**
 * The dataset metadata form (Create New and Edit) with the rules — the contract's own
 * schema, so the browser and the server say the same — and the server's field errors on the fields.
 */
export function DatasetForm({
  instanceId,
  dataset,
  serverErrors,
  submitLabel,
  onSubmit,
  onCancel,
}: DatasetFormProps) {
  const { t } = useTranslation('datasetEdit');
  const describeError = useErrorText();
  const validationText = useValidationText();
  const vocabularies = useVocabularies(instanceId);
  const form = useForm<DatasetFormInput, unknown, DatasetFormValues>({
    resolver: zodResolver(datasetFormSchema(dataset ? { keepName: dataset.name } : {})),
    mode: 'onTouched',
    defaultValues: valuesOf(dataset),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (serverErrors)
      applyServerErrors(
        new FunctionsError('invalid-argument', '', { fields: serverErrors }),
        setError,
      );
  }, [serverErrors, setError]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(error, setError)) {
        setError('root.server', { message: describeError(error) });
      } else if (error instanceof FunctionsError && error.details?.fields?._) {
        setError('root.server', {
          message: error.details.fields._.map((m) => validationText(m)).join(' '),
        });
      }
    }
  });

  const fieldError = (key: keyof DatasetFormInput) =>
    validationText(errors[key]?.message as string | undefined);
  const tags = useWatch({ control, name: 'tags' }) ?? [];
  const notes = useWatch({ control, name: 'notes' }) ?? '';
  const tagErrors = [
    validationText(errors.tags?.message),
    ...tags.map((tag, index) => validationText(errors.tags?.[index]?.message, { tag })),
  ].filter((message): message is string => Boolean(message));

  const organizations = choosableOrganizations(
    vocabularies.data?.organizations ?? [],
    vocabularies.data?.editableOrganizations ?? 'all',
    dataset?.organizationName ?? null,
    dataset?.organizationTitle ?? null,
  );
  const groups = vocabularies.data?.groups ?? [];
  const licenses = vocabularies.data?.licenses ?? [];

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      {vocabularies.error ? <Alert tone="warning">{t('form.choicesUnavailable')}</Alert> : null}
      <div className={styles.grid}>
        <TextField label={t('fields.title')} error={fieldError('title')} {...register('title')} />
        <TextField
          label={t('fields.name')}
          hint={t('form.nameHint')}
          error={fieldError('name')}
          autoComplete="off"
          spellCheck={false}
          {...register('name')}
        />
      </div>
      <MarkdownField
        label={t('fields.notes')}
        hint={t('form.notesHint')}
        error={fieldError('notes')}
        text={notes}
        {...register('notes')}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagsInput
            label={t('fields.tags')}
            hint={t('form.tagsHint')}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errors={tagErrors}
          />
        )}
      />
      <div className={styles.grid}>
        <FormField label={t('fields.licenseId')} error={fieldError('licenseId')}>
          {(control) => (
            <select className={inputClassName} {...control} {...register('licenseId')}>
              <option value="">{t('form.choose')}</option>
              {withCurrent(licenses, dataset?.license).map((license) => (
                <option key={license.id} value={license.id}>
                  {license.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('fields.organization')} error={fieldError('organization')}>
          {(control) => (
            <select className={inputClassName} {...control} {...register('organization')}>
              <option value="">{t('form.choose')}</option>
              {organizations.map((organization) => (
                <option key={organization.name} value={organization.name}>
                  {organization.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label={t('fields.url')}
          hint={t('form.urlHint')}
          type="url"
          error={fieldError('url')}
          {...register('url')}
        />
        <TextField
          label={t('fields.maintainer')}
          hint={t('form.maintainerHint')}
          error={fieldError('maintainer')}
          {...register('maintainer')}
        />
        <TextField
          label={t('fields.updateFrequency')}
          hint={t('form.updateFrequencyHint')}
          list="update-frequency-suggestions"
          error={fieldError('updateFrequency')}
          {...register('updateFrequency')}
        />
        <FormField
          label={t('fields.visibility')}
          hint={t('form.visibilityHint')}
          error={fieldError('visibility')}
        >
          {(control) => (
            <select className={inputClassName} {...control} {...register('visibility')}>
              {datasetVisibilities.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(`visibility.${visibility}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <datalist id="update-frequency-suggestions">
          {frequencySuggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </div>
      <fieldset className={styles.groups}>
        <legend className={styles.legend}>{t('fields.groups')}</legend>
        {groups.length === 0 ? <p className={styles.muted}>{t('form.noGroups')}</p> : null}
        <Controller
          control={control}
          name="groups"
          render={({ field }) => {
            const chosen = field.value ?? [];
            return (
              <div className={styles.groupList}>
                {withCurrentNames(groups, dataset?.groupTitles ?? []).map((group) => (
                  <label key={group.name} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(group.name)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen, group.name]
                            : chosen.filter((name) => name !== group.name),
                        )
                      }
                    />
                    <span>{group.title}</span>
                  </label>
                ))}
              </div>
            );
          }}
        />
        {fieldError('groups') ? <p className={styles.error}>{fieldError('groups')}</p> : null}
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton processing={isSubmitting}>{submitLabel}</SubmitButton>
        <Button type="button" onClick={onCancel} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * An editor sees the organizations of their edit destination, and the dataset's own (by the title
 * the dataset holds when the catalogue's list no longer has it).
 */
function choosableOrganizations(
  all: VocabularyItem[],
  editable: 'all' | string[],
  current: string | null,
  currentTitle: string | null,
): VocabularyItem[] {
  const allowed =
    editable === 'all'
      ? all
      : all.filter((item) => editable.includes(item.name) || item.name === current);
  if (current && !allowed.some((item) => item.name === current)) {
    return [{ id: current, name: current, title: currentTitle || current }, ...allowed];
  }
  return allowed;
}

/** The licences, and the dataset's own (titled by the server) when the list lacks it. */
function withCurrent<T extends { id: string; title: string }>(
  items: T[],
  current?: { id: string; title: string } | null,
) {
  if (!current || items.some((item) => item.id === current.id)) return items;
  return [current as T, ...items];
}

/** The groups, and the dataset's own (titled by the server) that the list lacks. */
function withCurrentNames(
  items: VocabularyItem[],
  current: { name: string; title: string }[],
): VocabularyItem[] {
  const missing = current.filter((group) => !items.some((item) => item.name === group.name));
  return [...items, ...missing.map((group) => ({ id: group.name, ...group }))];
}
