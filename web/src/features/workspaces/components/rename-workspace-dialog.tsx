import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/error-text';
import { useFieldError } from '@web/lib/use-field-error';
import { useRenameWorkspace } from '../api/change-workspace';

const ZRename = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.workspaceNameRequired' })
    .max(120, { error: 'validation.tooLong' }),
});

export function RenameWorkspaceDialog({
  workspace,
  onClose,
  onRenamed,
}: {
  workspace: { id: string; name: string };
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const { t } = useTranslation('settings');
  const { t: errorsT } = useTranslation('errors');
  const { t: commonT } = useTranslation('common');
  const fieldError = useFieldError();
  const formId = useId();
  const rename = useRenameWorkspace();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZRename),
    mode: 'onTouched',
    defaultValues: { name: workspace.name },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('workspaces.renameOf', { name: workspace.name })}
      footer={
        <>
          <Button onClick={onClose}>{commonT('actions.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" processing={rename.isPending}>
            {commonT('actions.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit((values) =>
          rename.mutate(
            { workspaceId: workspace.id, name: values.name },
            { onSuccess: (renamed) => onRenamed(renamed.name) },
          ),
        )}
      >
        {rename.error ? <Alert tone="error">{errorText(errorsT, rename.error)}</Alert> : null}
        <TextField
          label={t('workspaces.newName')}
          error={fieldError(errors.name)}
          {...register('name')}
        />
      </form>
    </Dialog>
  );
}
