import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

/** The shell's container for modal dialogs; dialogs render into it. */
export const dialogRootId = 'dialog-root';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** Width in pixels on wide screens (default 520). */
  width?: number;
  children?: ReactNode;
}

/** A modal dialog: focus trapped and restored, closes on Escape, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  width,
  children,
}: DialogProps) {
  const { t } = useTranslation('common');
  // Radix gives focus back to its own Trigger only; our dialogs open from any button, so note
  // what had focus as the dialog opens (before it moves focus inside) and go back there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      returnFocusTo.current = document.activeElement;
    }
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={document.getElementById(dialogRootId)}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Start in the first field of a form, not on the close button. A field's own autoFocus
          // would be focused before Radix notes what had focus, and focus could not go back to
          // the button that opened the dialog when it closes.
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          onOpenAutoFocus={(event) => {
            const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
              'input:not([type=hidden]), textarea, select',
            );
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('actions.close')}>
              <span aria-hidden>×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
