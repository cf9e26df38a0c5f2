import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/** Asks before something that cannot be undone; the error of the attempt shows inside. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  processing,
  error,
  onConfirm,
  onCancel,
  destructive = true,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  processing?: boolean;
  /** Already translated. */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button warns (red) unless the action destroys nothing. */
  destructive?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      footer={
        <>
          <Button onClick={onCancel}>{t('actions.cancel')}</Button>
          <Button
            variant="primary"
            warning={destructive}
            processing={processing ?? false}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>{children}</p>
    </Dialog>
  );
}
