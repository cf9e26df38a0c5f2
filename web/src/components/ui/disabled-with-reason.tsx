import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import styles from './disabled-with-reason.module.css';

/**
 * A control that is present but not usable yet, with the reason in a tooltip. Disabled buttons
 * get no pointer or focus events, so the wrapper takes focus and carries the description.
 */
export function DisabledWithReason({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span className={styles.trigger} tabIndex={0} aria-label={reason}>
            {children}
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.content} sideOffset={6}>
            {reason}
            <Tooltip.Arrow className={styles.arrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
