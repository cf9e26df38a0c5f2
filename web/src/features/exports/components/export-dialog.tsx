import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportEncodings,
  exportFormats,
  exportIncludes,
  type DatasetsExportInput,
  type ExportEncoding,
  type ExportFormat,
  type ExportInclude,
} from '@contract/functions/exports';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { SelectField } from '@web/components/ui/select-field';
import { formatBytes } from '@web/lib/format';
import { useErrorText } from '@web/lib/error-text';
import { downloadExport, type ExportProgress } from '../api/download-export';
import styles from './exports.module.css';

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list's instance, search and filter: the export holds every page of it. */
  query: Omit<DatasetsExportInput, 'include' | 'encoding' | 'format'>;
}

/**
 * Export of the dataset list: the format (an Excel workbook first), what to include, the CSV's
 * encoding, and progress while it downloads.
 */
export function ExportDialog({ open, onOpenChange, query }: ExportDialogProps) {
  const { t } = useTranslation('exports');
  const describeError = useErrorText();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [include, setInclude] = useState<ExportInclude>('datasets');
  const [encoding, setEncoding] = useState<ExportEncoding>('utf8');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    abort.current = new AbortController();
    setFailure(null);
    setProgress(null);
    setRunning(true);
    try {
      await downloadExport(
        { ...query, format, include, encoding },
        setProgress,
        abort.current.signal,
      );
      onOpenChange(false);
    } catch (error) {
      if (!abort.current.signal.aborted) setFailure(error);
    } finally {
      setRunning(false);
    }
  };
  const close = (next: boolean) => {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('export.title')}
      description={t('export.description')}
      footer={
        <>
          <Button border onClick={() => close(false)}>
            {t('export.cancel')}
          </Button>
          <Button variant="primary" processing={running} onClick={() => void start()}>
            {t('export.start')}
          </Button>
        </>
      }
    >
      <SelectField
        label={t('export.format')}
        hint={t(`export.formatHints.${format}`)}
        value={format}
        onChange={(event) => setFormat(event.target.value as ExportFormat)}
        options={exportFormats.map((value) => ({ value, label: t(`export.formats.${value}`) }))}
      />
      {format === 'xlsx' || format === 'csv' ? (
        <fieldset className={styles.choices}>
          <legend>{t('export.include')}</legend>
          {exportIncludes.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="include"
                value={option}
                checked={include === option}
                onChange={() => setInclude(option)}
              />
              <span>
                {t(`export.includes.${option}`)}
                <span className={styles.hint}>{t(`export.includeHints.${option}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {format === 'csv' ? (
        <SelectField
          label={t('export.encoding')}
          hint={t('export.encodingHint')}
          value={encoding}
          onChange={(event) => setEncoding(event.target.value as ExportEncoding)}
          options={exportEncodings.map((value) => ({
            value,
            label: t(`export.encodings.${value}`),
          }))}
        />
      ) : null}
      {running ? (
        <div className={styles.progress} role="status">
          <progress aria-label={t('export.progressLabel')} />
          <span>
            {progress
              ? t('export.progress', {
                  datasets: progress.datasets,
                  size: formatBytes(progress.bytes),
                })
              : t('export.preparing')}
          </span>
        </div>
      ) : null}
      {failure ? <Alert tone="error">{describeError(failure)}</Alert> : null}
    </Dialog>
  );
}
