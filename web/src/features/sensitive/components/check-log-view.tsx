import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SensitiveCheckLog } from '@contract/functions/sensitive';
import { detectedTypes } from '@contract/sensitive';
import { Alert } from '@web/components/ui/alert';
import { checkErrorText } from './check-error-text';
import { formatBytes, formatDateTime, formatNumber } from '@web/lib/format';
import { formatDuration } from './format';
import { TableJudgements } from './table-judgements';
import styles from './sensitive.module.css';
import { ExternalLink } from '@web/components/ui/external-link';

/** One check's log: when it ran, who started it, the file, how it was read, and the result or error. */
export function CheckLogView({ log }: { log: SensitiveCheckLog }) {
  const { t } = useTranslation('sensitive');
  const none = t('log.notYet');
  const facts: [string, ReactNode][] = [
    [t('log.status'), t(`status.${log.status}`)],
    [t('log.requestedBy'), log.requestedBy?.name ?? t('log.system')],
    [t('log.queuedAt'), formatDateTime(log.queuedAt)],
    [t('log.startedAt'), formatDateTime(log.startedAt) || none],
    [t('log.finishedAt'), formatDateTime(log.finishedAt) || none],
    [t('log.duration'), log.durationMs === null ? none : formatDuration(t, log.durationMs)],
    [t('log.url'), <ExternalLink href={log.url} />],
    [t('log.fileSize'), log.fileBytes === null ? none : formatBytes(log.fileBytes)],
    [t('log.contentType'), log.contentType ?? none],
    [t('log.format'), log.format?.toUpperCase() ?? none],
    [t('log.encoding'), log.encoding ?? none],
    ...(log.sheets.length > 0
      ? [[t('log.sheets'), log.sheets.join(', ')] as [string, ReactNode]]
      : []),
    [t('log.rowsScanned'), log.rowsScanned === null ? none : formatNumber(log.rowsScanned)],
    [t('log.result'), resultText()],
    ...(log.tables.length > 0
      ? [[t('log.tableKind'), <TableJudgements tables={log.tables} />] as [string, ReactNode]]
      : []),
  ];
  const counts = detectedTypes.filter((type) => (log.countsByType[type] ?? 0) > 0);
  return (
    <div className={styles.stack}>
      {log.error ? <Alert tone="error">{checkErrorText(t, log.error)}</Alert> : null}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {counts.length > 0 ? (
          <>
            <dt>{t('log.countsByType')}</dt>
            <dd>
              {counts.map((type) => `${t(`types.${type}`)}: ${log.countsByType[type]}`).join(' · ')}
            </dd>
          </>
        ) : null}
        {log.error ? (
          <>
            <dt>{t('log.errorDetail')}</dt>
            <dd className={styles.detail}>{log.error.message}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );

  function resultText(): string {
    if (log.status === 'queued' || log.status === 'running') return t('log.resultRunning');
    if (log.error) return checkErrorText(t, log.error);
    if (log.supported === false) return t('log.resultNotSupported');
    return t('log.resultFindings', { count: formatNumber(log.findingCount ?? 0) });
  }
}
