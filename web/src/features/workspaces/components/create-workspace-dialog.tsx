import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZWorkspaceName } from '@contract/functions/workspaces';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useCreateWorkspace } from '../api/workspaces-queries';

const ZForm = z.object({ name: ZWorkspaceName });

/** Add a workspace: its name; the creator becomes its owner and lands on it. */
export function CreateWorkspaceButton() {
  const { t } = useTranslation('workspaces');
  const { t: errorsT } = useTranslation('errors');
  const [open, setOpen] = useState(false);
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(ZForm),
    defaultValues: { name: '' },
  });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      create.reset();
    }
  };
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (workspace) => void navigate(`/workspaces/${workspace.id}`),
    }),
  );

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {t('create.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('create.title')}
        footer={
          <>
            <Button onClick={() => close(false)}>{t('common:actions.cancel')}</Button>
            <Button
              variant="primary"
              type="submit"
              form="create-workspace"
              processing={create.isPending}
            >
              {t('create.submit')}
            </Button>
          </>
        }
      >
        <form id="create-workspace" noValidate onSubmit={submit}>
          {create.error ? <Alert tone="error">{errorText(errorsT, create.error)}</Alert> : null}
          <TextField
            label={t('create.name')}
            autoFocus
            error={fieldError(formState.errors.name)}
            {...register('name')}
          />
        </form>
      </Dialog>
    </>
  );
}
