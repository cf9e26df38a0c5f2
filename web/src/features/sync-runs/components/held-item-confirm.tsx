import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncRunItem } from '@contract/functions/sync-runs';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useErrorText } from '@web/lib/error-text';
import { useConfirmAndSync } from '../api/confirm-and-sync';
import styles from './sync-runs.module.css';

/**
 * A dataset held back for likely personal data: the resources, and a button that asks for the
 * explicit confirmation the dataset page asks for, then syncs that dataset alone.
 */
export function HeldItemConfirm({ item }: { item: SyncRunItem }) {
  const { t } = useTranslation('syncRuns');
  const { t: commonT } = useTranslation('common');
  const { t: sensitiveT } = useTranslation('sensitive');
  const describeError = useErrorText();
  const [open, setOpen] = useState(false);
  const sync = useConfirmAndSync();
  const resources = item.detail.resources ?? [];
  const typeName = (type: string) =>
    sensitiveT(`types.${type}`, {
      defaultValue: sensitiveT(`subTypes.${type}`, { defaultValue: type }),
    });
  const describe = (resource: (typeof resources)[number]) =>
    `${resource.resourceName} (${resource.types.map(typeName).join(t('listSeparator'))})`;

  if (sync.isSuccess) return <Alert tone="success">{t('detail.confirmedSynced')}</Alert>;
  return (
    <>
      <p>
        {t('detail.held', {
          resources: resources.map((resource) => resource.resourceName).join(t('listSeparator')),
        })}
      </p>
      {sync.error ? <Alert tone="error">{describeError(sync.error)}</Alert> : null}
      <Button small onClick={() => setOpen(true)}>
        {t('detail.confirm')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('confirmTitle')}
        description={t('confirmBody')}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{commonT('actions.cancel')}</Button>
            <Button
              variant="primary"
              warning
              processing={sync.isPending}
              onClick={() =>
                sync.mutate(
                  { datasetId: item.datasetId, confirmSensitive: true },
                  { onSettled: () => setOpen(false) },
                )
              }
            >
              {t('confirmButton')}
            </Button>
          </>
        }
      >
        <ul className={styles.list}>
          {resources.map((resource) => (
            <li key={resource.resourceId}>{describe(resource)}</li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
