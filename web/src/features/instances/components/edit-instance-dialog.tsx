import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '@contract/functions/instances';
import { Button } from '@web/components/ui/button';
import { useUpdateInstance } from '../api/instances-queries';
import { InstanceFormDialog, type InstanceFormValues } from './instance-form-dialog';

const formOf = (instance: InstanceDetail): InstanceFormValues => ({
  name: instance.name,
  url: instance.url,
  limitScope: instance.organizationScope.length > 0,
  organizationIds: instance.organizationScope.join(', '),
});

/**
 * The instance form of "Add instance", filled in: a changed URL or scope is checked with the
 * catalogue before it is saved, and the working copy is then pulled again.
 */
export function EditInstanceButton({ instance }: { instance: InstanceDetail }) {
  const { t } = useTranslation('workspaces');
  const [open, setOpen] = useState(false);
  const update = useUpdateInstance();
  const initial = useMemo(() => formOf(instance), [instance]);
  return (
    <InstanceFormDialog
      formId="edit-instance"
      trigger={
        <Button border onClick={() => setOpen(true)}>
          {t('editInstance.open')}
        </Button>
      }
      title={t('editInstance.title')}
      description={t('editInstance.description')}
      submitLabel={t('editInstance.submit')}
      initial={initial}
      open={open}
      onOpenChange={setOpen}
      saving={update}
      save={async (values) => {
        await update.mutateAsync({
          instanceId: instance.id,
          name: values.name,
          url: values.url,
          organizationIds: values.limitScope ? values.organizationIds : '',
        });
      }}
    />
  );
}
