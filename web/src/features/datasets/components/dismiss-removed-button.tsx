import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { useDismissRemoved } from '../api/dismiss-removed';

/**
 * "Dismiss removed datasets": offered while the list shows datasets the catalogue removed; asks
 * first, then says how many went (the notice stays once the list no longer shows any).
 */
export function DismissRemovedButton({
  instanceId,
  hasRemoved,
}: {
  instanceId: string;
  /** The list shows datasets the catalogue removed: the button is offered. */
  hasRemoved: boolean;
}) {
  const { t } = useTranslation('datasetEdit');
  const describeError = useErrorText();
  const dismiss = useDismissRemoved();
  const [open, setOpen] = useState(false);
  return (
    <>
      {hasRemoved ? (
        <Button small border onClick={() => setOpen(true)}>
          {t('delete.dismissAll')}
        </Button>
      ) : null}
      {dismiss.data && !open ? (
        <Alert tone="success">
          {t('delete.dismissedCount', { count: dismiss.data.dismissed })}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t('delete.dismissAllTitle')}
        confirmLabel={t('delete.dismissAll')}
        processing={dismiss.isPending}
        error={dismiss.error ? describeError(dismiss.error) : undefined}
        onConfirm={() => dismiss.mutate({ instanceId }, { onSuccess: () => setOpen(false) })}
        onCancel={() => {
          setOpen(false);
          dismiss.reset();
        }}
      >
        <p>{t('delete.dismissAllBody')}</p>
      </ConfirmDialog>
    </>
  );
}
