import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SensitiveCheckLog } from '@contract/functions/sensitive';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime } from '@web/lib/format';
import { useRemoveCheckLog } from '../api/remove-log';
import styles from './sensitive.module.css';

/**
 * An owner's Delete of an older check log, after a confirmation naming it; the resource's current
 * result is kept, and the page says why.
 */
export function RemoveLogButton({
  log,
  onRemoved,
}: {
  log: Pick<SensitiveCheckLog, 'id' | 'removal' | 'queuedAt'>;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('sensitive');
  const describeError = useErrorText();
  const remove = useRemoveCheckLog();
  const [open, setOpen] = useState(false);
  if (log.removal === 'latestResult')
    return <span className={styles.muted}>{t('log.remove.latestKept')}</span>;
  if (log.removal !== 'allowed') return null;
  return (
    <>
      <Button border warning onClick={() => setOpen(true)}>
        {t('log.remove.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('log.remove.title', { date: formatDateTime(log.queuedAt) })}
        confirmLabel={t('log.remove.button')}
        processing={remove.isPending}
        error={remove.error ? describeError(remove.error) : undefined}
        onConfirm={() => remove.mutate({ checkId: log.id }, { onSuccess: onRemoved })}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
      >
        {t('log.remove.body')}
      </ConfirmDialog>
    </>
  );
}
