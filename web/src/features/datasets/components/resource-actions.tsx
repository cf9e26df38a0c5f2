import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetDetail, ResourceRow } from '@contract/functions/datasets';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorText } from '@web/lib/error-text';
import { useRemoveResource, useReorderResources } from '@web/features/datasets/api/edit-resources';
import { ResourceDialog } from './resource-dialog';
import styles from './resource-edits.module.css';

/** "Add resource" above the resource list: a new resource at the end, synced with the dataset. */
export function AddResourceButton({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('datasetEdit');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button small border onClick={() => setOpen(true)}>
        {t('resources.add')}
      </Button>
      <ResourceDialog dataset={dataset} resource={null} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** A resource row's edit actions: move up or down, edit, delete (after a confirmation). */
export function ResourceEditActions({
  dataset,
  resource,
}: {
  dataset: DatasetDetail;
  resource: ResourceRow;
}) {
  const { t } = useTranslation('datasetEdit');
  const { t: errorsT } = useTranslation('errors');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useRemoveResource();
  const reorder = useReorderResources();
  const ids = dataset.resources.map((row) => row.id);
  const index = ids.indexOf(resource.id);
  const name = resource.name || t('resources.unnamed');
  const move = (offset: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + offset]] = [order[index + offset]!, order[index]!];
    reorder.mutate({ datasetId: dataset.id, version: dataset.version, resourceIds: order });
  };
  return (
    <>
      <span className={styles.moves}>
        <Button
          small
          border
          aria-label={t('resources.moveUp', { name })}
          title={t('resources.moveUp', { name })}
          disabled={index <= 0 || reorder.isPending}
          onClick={() => move(-1)}
        >
          <span aria-hidden>↑</span>
        </Button>
        <Button
          small
          border
          aria-label={t('resources.moveDown', { name })}
          title={t('resources.moveDown', { name })}
          disabled={index >= ids.length - 1 || reorder.isPending}
          onClick={() => move(1)}
        >
          <span aria-hidden>↓</span>
        </Button>
      </span>
      <Button
        small
        border
        aria-label={t('resources.editNamed', { name })}
        onClick={() => setEditing(true)}
      >
        {t('resources.edit')}
      </Button>
      <Button
        small
        border
        warning
        aria-label={t('resources.deleteNamed', { name })}
        onClick={() => setDeleting(true)}
      >
        {t('resources.delete')}
      </Button>
      <ResourceDialog
        dataset={dataset}
        resource={resource}
        open={editing}
        onOpenChange={setEditing}
      />
      <ConfirmDialog
        open={deleting}
        title={t('resources.deleteTitle')}
        confirmLabel={t('resources.delete')}
        processing={remove.isPending}
        error={remove.error ? errorText(errorsT, remove.error) : undefined}
        onCancel={() => {
          remove.reset();
          setDeleting(false);
        }}
        onConfirm={() =>
          remove.mutate(
            { datasetId: dataset.id, version: dataset.version, resourceId: resource.id },
            { onSuccess: () => setDeleting(false) },
          )
        }
      >
        {t('resources.deleteConfirm', { name })}
      </ConfirmDialog>
    </>
  );
}
