import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InstanceDetail } from '@contract/functions/instances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { errorText } from '@web/lib/error-text';
import { formatNumber } from '@web/lib/format';
import { useRemoveInstance } from '../api/instances-queries';
import styles from './instance-form-dialog.module.css';

/**
 * Removing an instance deletes its working copy here (never the catalogue): the dialog names what
 * is lost — datasets, resources and, above all, edits not yet synced.
 */
export function RemoveInstanceButton({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation('workspaces');
  const { t: errorsT } = useTranslation('errors');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useRemoveInstance();
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) remove.reset();
  };
  return (
    <>
      <Button border warning onClick={() => setOpen(true)}>
        {t('removeInstance.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('removeInstance.title', { name: instance.name })}
        width={560}
        footer={
          <>
            <Button onClick={() => close(false)}>{t('common:actions.cancel')}</Button>
            <Button
              variant="primary"
              warning
              processing={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { instanceId: instance.id },
                  {
                    onSuccess: ({ workspaceId }) =>
                      void navigate(`/workspaces/${workspaceId}`, { replace: true }),
                  },
                )
              }
            >
              {t('removeInstance.confirm')}
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          {remove.error ? <Alert tone="error">{errorText(errorsT, remove.error)}</Alert> : null}
          <p>{t('removeInstance.intro', { url: instance.url })}</p>
          <ul>
            <li>{t('removeInstance.datasets', { number: formatNumber(instance.datasetCount) })}</li>
            <li>
              {t('removeInstance.resources', { number: formatNumber(instance.resourceCount) })}
            </li>
            <li>{t('removeInstance.checks')}</li>
          </ul>
          {instance.unsyncedCount > 0 ? (
            <Alert tone="warning">
              {t('removeInstance.unsynced', { number: formatNumber(instance.unsyncedCount) })}
            </Alert>
          ) : (
            <p>{t('removeInstance.noUnsynced')}</p>
          )}
          <p>{t('removeInstance.catalogueKept')}</p>
        </div>
      </Dialog>
    </>
  );
}
