import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate } from 'react-router';
import type { DatasetDetail, PushSummary } from '@contract/functions/datasets';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { FunctionsError } from '@web/lib/functions-client';
import { routePaths } from '@web/lib/route-paths';
import { useSyncDataset } from '@web/features/datasets/api/sync-dataset';
import { syncErrorText, syncReasonOf } from './sync-errors';
import styles from './sync.module.css';

export type SyncTarget = Pick<DatasetDetail, 'id' | 'instanceId' | 'syncStatus' | 'permissions'>;

interface SensitiveResource {
  resourceId: string;
  resourceName: string;
  types: string[];
}

export interface SyncFlow {
  start: () => void;
  pending: boolean;
  /** Whether a sync would do anything: the user may edit and the dataset is not synced. */
  enabled: boolean;
  /** The outcome under the buttons: success, or why it failed and what to do. */
  feedback: ReactNode;
  /** The confirmation asked when a check found likely personal data. */
  dialog: ReactNode;
}

const needsConfirmation = (error: unknown) =>
  error instanceof FunctionsError && error.details?.reason === 'sensitiveConfirmationNeeded';

/**
 * The sync of one dataset, for every button that starts it (the detail page's, each resource
 * row's): a conflict opens the side-by-side view; the catalogue's field errors open the form with
 * them on the fields; a check's likely personal data asks for explicit confirmation first.
 */
export function useSyncFlow(workspaceId: string, dataset: SyncTarget): SyncFlow {
  const { t } = useTranslation('datasetEdit');
  const { t: errorsT } = useTranslation('errors');
  const { t: sensitiveT } = useTranslation('sensitive');
  const typeName = (type: string) =>
    sensitiveT(`types.${type}`, {
      defaultValue: sensitiveT(`subTypes.${type}`, { defaultValue: type }),
    });
  const navigate = useNavigate();
  const sync = useSyncDataset();
  const [sensitive, setSensitive] = useState<SensitiveResource[] | null>(null);
  const [pushed, setPushed] = useState<PushSummary | null | undefined>(undefined);
  const params = { workspaceId, instanceId: dataset.instanceId, datasetId: dataset.id };

  const run = (confirmSensitive: boolean) => {
    setPushed(undefined);
    sync.mutate(
      { datasetId: dataset.id, confirmSensitive },
      {
        onSuccess: (answer) => {
          setSensitive(null);
          if (answer.outcome === 'deleted') {
            void navigate(generatePath(routePaths.instance, params), {
              state: { notice: t('delete.deletedInCatalogue', { name: answer.datasetName }) },
            });
          } else if (answer.outcome === 'conflict') {
            void navigate(generatePath(routePaths.datasetConflict, params));
          } else setPushed(answer.push);
        },
        onError: (error) => {
          if (needsConfirmation(error)) {
            const details = (error as FunctionsError).details;
            setSensitive((details?.resources as SensitiveResource[] | undefined) ?? []);
          } else if (syncReasonOf(error) === 'catalogueValidation') {
            void navigate(generatePath(routePaths.datasetEdit, params), {
              state: { serverError: { fields: (error as FunctionsError).details?.fields ?? {} } },
            });
          }
        },
      },
    );
  };

  const reason = syncReasonOf(sync.error);
  const shownError =
    sync.error && !needsConfirmation(sync.error) && reason !== 'catalogueValidation'
      ? sync.error
      : null;
  const feedback = shownError ? (
    <Alert tone="error">
      <p>{syncErrorText(t, errorsT, shownError)}</p>
      {reason === 'catalogueApiKeyMissing' ? (
        <Link to={generatePath(routePaths.apiKey, params)}>{t('sync.addApiKey')}</Link>
      ) : null}
      {reason === 'metadataUpdateFailed' ? (
        <Link to={generatePath(routePaths.events, params)}>{t('sync.seeEvents')}</Link>
      ) : null}
    </Alert>
  ) : pushed !== undefined && !sync.isPending ? (
    <Alert tone="success">{pushedText(t, pushed)}</Alert>
  ) : null;

  const dialog = (
    <Dialog
      open={sensitive !== null}
      onOpenChange={(open) => (open ? undefined : setSensitive(null))}
      title={t('sync.sensitiveTitle')}
      description={t('sync.sensitiveBody')}
      footer={
        <>
          <Button onClick={() => setSensitive(null)}>{t('form.cancel')}</Button>
          <Button variant="primary" warning processing={sync.isPending} onClick={() => run(true)}>
            {t('sync.sensitiveConfirm')}
          </Button>
        </>
      }
    >
      <ul className={styles.list}>
        {(sensitive ?? []).map((resource) => (
          <li key={resource.resourceId}>
            {t('sync.sensitiveResource', {
              name: resource.resourceName,
              types: resource.types.map(typeName).join(t('listSeparator')),
            })}
          </li>
        ))}
      </ul>
    </Dialog>
  );

  return {
    start: () => run(false),
    pending: sync.isPending,
    enabled: dataset.permissions.edit && dataset.syncStatus !== 'synced',
    feedback,
    dialog,
  };
}

function pushedText(
  t: ReturnType<typeof useTranslation<'datasetEdit'>>['t'],
  pushed: PushSummary | null,
): string {
  if (!pushed) return t('sync.nothingToPush');
  if (pushed.action === 'create') return t('sync.created');
  const resources = pushed.resourcesCreated + pushed.resourcesUpdated + pushed.resourcesDeleted;
  const parts = [
    pushed.fields.length > 0
      ? t('sync.pushedFields', {
          fields: pushed.fields
            .map((field) => t(`ckanFields.${field}`, { defaultValue: field }))
            .join(t('listSeparator')),
        })
      : null,
    resources > 0 || pushed.reordered
      ? t('sync.pushedResources', {
          created: String(pushed.resourcesCreated),
          updated: String(pushed.resourcesUpdated),
          deleted: String(pushed.resourcesDeleted),
        })
      : null,
  ].filter(Boolean);
  return [t('sync.done'), ...parts].join(' ');
}
