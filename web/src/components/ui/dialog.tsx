import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

/** The shell's container for modal dialogs (spec §1); dialogs render into it. */
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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={document.getElementById(dialogRootId)}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
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
