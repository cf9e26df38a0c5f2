import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useCreateInstance } from '../api/instances-queries';
import { InstanceFormDialog } from './instance-form-dialog';

const emptyForm = { name: '', url: '', limitScope: false, organizationIds: '' };

/** Adds an instance, then opens it. */
export function CreateInstanceButton({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateInstance();
  return (
    <InstanceFormDialog
      formId="create-instance"
      trigger={
        <Button variant="primary" onClick={() => setOpen(true)}>
          {t('instance.open')}
        </Button>
      }
      title={t('instance.title')}
      description={t('instance.description')}
      submitLabel={t('instance.submit')}
      initial={emptyForm}
      open={open}
      onOpenChange={setOpen}
      saving={create}
      save={async (values) => {
        const instance = await create.mutateAsync({ workspaceId, ...values });
        await navigate(`/workspaces/${workspaceId}/${instance.id}`);
      }}
    />
  );
}
