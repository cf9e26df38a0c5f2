import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useErrorText } from '@web/lib/error-text';
import { useHistory } from '../api/list-histories';
import { HistoryDiff } from '@web/components/history-diff/history-diff';
import { formatDateTime } from '@web/lib/format';

/** The diff of one entry, in a dialog over the list. */
export function HistoryEntryDialog({
  historyId,
  onClose,
}: {
  historyId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('histories');
  const describeError = useErrorText();
  const entry = useHistory(historyId);
  const data = entry.data;
  return (
    <Dialog
      open={historyId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      width={880}
      title={data ? t('diff.title', { name: data.datasetName }) : t('diff.loading')}
      description={
        data
          ? t('diff.description', {
              source: t(`sources.${data.source}`),
              actor: data.actor?.name ?? t('list.system'),
              time: formatDateTime(data.createdAt),
            })
          : undefined
      }
    >
      {entry.isPending ? <Spinner label={t('diff.loading')} /> : null}
      {entry.error ? <Alert tone="error">{describeError(entry.error)}</Alert> : null}
      {data ? (
        <>
          {data.origin ? (
            <p data-client-address={data.origin.clientAddress}>
              {t('diff.origin', { address: data.origin.clientAddress })}
              {data.origin.viaTrustedProxy ? ` ${t('common:origin.viaProxy')}` : null}
            </p>
          ) : null}
          {typeof data.details.sensitiveConfirmedBy === 'string' ? (
            <Alert tone="warning">{t('diff.sensitiveConfirmed')}</Alert>
          ) : null}
          {data.details.deletion === 'removed' || data.details.deletion === 'marked' ? (
            <Alert tone="info">{t(`diff.deletion.${data.details.deletion}`)}</Alert>
          ) : null}
          {data.source === 'restore' ? (
            <Alert tone="info">
              {data.details.restore === 'recreate' ? t('diff.recreated') : t('diff.restored')}
            </Alert>
          ) : null}
          {data.details.created === true && data.source === 'harvest' ? (
            <Alert tone="info">
              {t('diff.added', { count: Number(data.details.resources ?? 0) })}
            </Alert>
          ) : null}
          {/* Rows written before a harvest stopped copying a new dataset's fields still list them. */}
          {data.details.created !== true || data.changes.length > 0 ? (
            <HistoryDiff changes={data.changes} titles={data.titles} />
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
