import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  batchReplaceFields,
  batchSetFields,
  replaceMatches,
  type BatchChangeInput,
  type BatchReplaceField,
  type BatchSetField,
} from '@contract/functions/batches';
import { datasetVisibilities } from '@contract/enums';
import type { DatasetSelection } from '@contract/functions/datasets';
import { ImportIssues } from '@web/components/batch-changes/import-issues';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { useErrorText } from '@web/lib/error-text';
import { formatNumber } from '@web/lib/format';
import { usePreviewChange } from '../api/preview-change';
import { useVocabularies } from '../api/get-vocabularies';
import styles from './batch-change-dialog.module.css';

type Operation = BatchChangeInput['op'];
const operations: Operation[] = ['set', 'addTags', 'removeTags', 'replace'];

/** Fields chosen from the catalogue's lists rather than typed. */
const choiceFields: BatchSetField[] = ['licenseId', 'organization', 'visibility'];

/**
 * Change many datasets at once: set a field, add or remove tags, or find and replace text, on
 * every selected dataset. "Check" asks the server what it would change; with no problem the
 * checked batch opens on its own page, where Apply makes it. Problems are listed here, at their
 * dataset, and nothing is kept.
 */
export function BatchChangeDialog({
  instanceId,
  selection,
  count,
  open,
  onOpenChange,
  onChecked,
}: {
  instanceId: string;
  selection: DatasetSelection;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A change that can be applied was checked and kept: its batch's id. */
  onChecked: (batchId: string) => void;
}) {
  const { t } = useTranslation(['batches', 'histories', 'datasets']);
  const describeError = useErrorText();
  const vocabularies = useVocabularies(instanceId);
  const preview = usePreviewChange();
  const [op, setOp] = useState<Operation>('set');
  const [setField, setSetField] = useState<BatchSetField>('licenseId');
  const [value, setValue] = useState('');
  const [tags, setTags] = useState('');
  const [replaceField, setReplaceField] = useState<BatchReplaceField>('resource.url');
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [match, setMatch] = useState<(typeof replaceMatches)[number]>('anywhere');
  const [caseSensitive, setCaseSensitive] = useState(true);

  const fieldLabel = (field: string) => t(`histories:fields.${field.replace('.', '_')}`);
  const tagList = tags
    .split(/[,，]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  const change: BatchChangeInput | null =
    op === 'set'
      ? { op, field: setField, value }
      : op === 'replace'
        ? find
          ? { op, field: replaceField, find, replace, match, caseSensitive }
          : null
        : tagList.length > 0
          ? { op, tags: tagList }
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change) return;
    preview.mutate(
      { instanceId, selection, change },
      { onSuccess: (answer) => answer.importId && onChecked(answer.importId) },
    );
  };

  const choices =
    setField === 'licenseId'
      ? (vocabularies.data?.licenses ?? []).map((license) => ({
          value: license.id,
          label: license.title || license.id,
        }))
      : setField === 'organization'
        ? (vocabularies.data?.organizations ?? []).map((organization) => ({
            value: organization.name,
            label: organization.title || organization.name,
          }))
        : datasetVisibilities.map((visibility) => ({
            value: visibility,
            label: t(`datasets:visibility.${visibility}`),
          }));
  const answer = preview.data;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) preview.reset();
        onOpenChange(next);
      }}
      title={t('change.title', { count, formatted: formatNumber(count) })}
      description={t('change.description')}
      width={640}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('change.cancel')}</Button>
          <Button
            type="submit"
            form="batch-change-form"
            variant="primary"
            disabled={!change}
            processing={preview.isPending}
          >
            {t('change.check')}
          </Button>
        </>
      }
    >
      <form id="batch-change-form" className={styles.form} onSubmit={submit}>
        <SelectField
          label={t('change.operation')}
          value={op}
          onChange={(event) => {
            setOp(event.target.value as Operation);
            preview.reset();
          }}
          options={operations.map((operation) => ({
            value: operation,
            label: t(`change.operations.${operation}`),
          }))}
        />
        {op === 'set' ? (
          <>
            <SelectField
              label={t('change.field')}
              value={setField}
              onChange={(event) => {
                setSetField(event.target.value as BatchSetField);
                setValue('');
              }}
              options={batchSetFields.map((field) => ({ value: field, label: fieldLabel(field) }))}
            />
            {choiceFields.includes(setField) ? (
              <SelectField
                label={t('change.value')}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                options={[{ value: '', label: t('change.choose') }, ...choices]}
              />
            ) : (
              <TextField
                label={t('change.value')}
                hint={t('change.valueHint')}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )}
          </>
        ) : op === 'replace' ? (
          <>
            <SelectField
              label={t('change.field')}
              value={replaceField}
              onChange={(event) => setReplaceField(event.target.value as BatchReplaceField)}
              options={batchReplaceFields.map((field) => ({
                value: field,
                label: fieldLabel(field),
              }))}
            />
            <TextField
              label={t('change.find')}
              value={find}
              required
              onChange={(event) => setFind(event.target.value)}
            />
            <TextField
              label={t('change.replace')}
              hint={t('change.replaceHint')}
              value={replace}
              onChange={(event) => setReplace(event.target.value)}
            />
            <SelectField
              label={t('change.match')}
              value={match}
              onChange={(event) => setMatch(event.target.value as (typeof replaceMatches)[number])}
              options={replaceMatches.map((choice) => ({
                value: choice,
                label: t(`change.matches.${choice}`),
              }))}
            />
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={caseSensitive}
                onChange={(event) => setCaseSensitive(event.target.checked)}
              />
              {t('change.caseSensitive')}
            </label>
          </>
        ) : (
          <TextField
            label={t('change.tags')}
            hint={t('change.tagsHint')}
            value={tags}
            onChange={(event) => setTags(event.target.value)}
          />
        )}
      </form>
      {preview.isError ? <Alert tone="error">{describeError(preview.error)}</Alert> : null}
      {answer && !answer.importId ? (
        answer.issueCount > 0 ? (
          <div className={styles.issues}>
            <Alert tone="warning">{t('change.blocked')}</Alert>
            <ImportIssues issues={answer.issues} total={answer.issueCount} />
          </div>
        ) : (
          <Alert tone="info">{t('change.nothing')}</Alert>
        )
      ) : null}
    </Dialog>
  );
}
