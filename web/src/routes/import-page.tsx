import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { useApplyImport } from '@web/features/batches/api/apply-import';
import { usePreviewImport } from '@web/features/batches/api/preview-import';
import styles from '@web/features/batches/components/imports.module.css';
import { ImportPreviewView } from '@web/features/batches/components/import-preview-view';
import { useErrorText } from '@web/lib/error-text';
import { InstanceCrumbs } from './instance-crumbs';

/** Import CSV: choose a file, see what it would change, then apply it all at once. */
export function ImportPage() {
  const { t } = useTranslation('imports');
  const describeError = useErrorText();
  const { workspaceId = '', instanceId = '' } = useParams();
  const fileFieldId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [applied, setApplied] = useState<{ datasets: number; batchId: string } | null>(null);
  const preview = usePreviewImport();
  const apply = useApplyImport((datasets) => {
    const batchId = preview.data?.importId;
    if (batchId) setApplied({ datasets, batchId });
    preview.reset();
  });
  const listPath = `/workspaces/${workspaceId}/${instanceId}`;

  // A date typed into a spreadsheet has no zone of its own: it is the user's local time.
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setApplied(null);
    apply.reset();
    preview.mutate({ input: { instanceId, fileName: file.name, timeZone }, file });
  };

  return (
    <>
      <InstanceCrumbs
        workspaceId={workspaceId}
        instanceId={instanceId}
        current={t('import.title')}
      />
      <PageHeader title={t('import.title')} description={t('import.description')} />
      <Panel>
        <form className={styles.upload} onSubmit={submit}>
          <div>
            <label htmlFor={fileFieldId}>{t('import.file')}</label>
            <span className={styles.hint}>{t('import.fileHint')}</span>
            <span className={styles.hint}>{t('import.datesHint', { timeZone })}</span>
            <input
              id={fileFieldId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.csv,text/csv,.json,.jsonl,.jsonld,application/json,application/ld+json"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Button type="submit" border disabled={!file} processing={preview.isPending}>
            {t('import.check')}
          </Button>
        </form>
        {preview.isError ? <Alert tone="error">{describeError(preview.error)}</Alert> : null}
        {applied !== null ? (
          <Alert tone="success">
            {t('import.applied', { count: applied.datasets })}{' '}
            <Link to={`${listPath}/batches/${applied.batchId}`}>{t('import.openBatch')}</Link>{' '}
            <Link to={listPath}>{t('import.backToList')}</Link>
          </Alert>
        ) : null}
        {apply.isError ? <Alert tone="error">{describeError(apply.error)}</Alert> : null}
        {preview.data ? (
          <ImportPreviewView
            preview={preview.data}
            applying={apply.isPending}
            onApply={() =>
              preview.data?.importId && apply.mutate({ importId: preview.data.importId })
            }
          />
        ) : null}
      </Panel>
    </>
  );
}
