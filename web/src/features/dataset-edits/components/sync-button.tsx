import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate } from 'react-router';
import type { PushSummary } from '../../../../../contract/functions/dataset-edits';
import type { DatasetDetail } from '../../../../../contract/functions/datasets';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FunctionsError } from '../../../lib/functions-client';
import { routePaths } from '../../../routes/paths';
import { useSyncDataset } from '../api/sync-dataset';
import { syncErrorText, syncReasonOf } from './sync-errors';
import styles from './sync.module.css';

export interface SyncButtonProps {
  workspaceId: string;
  dataset: Pick<DatasetDetail, 'id' | 'instanceId' | 'name' | 'syncStatus' | 'permissions'>;
  small?: boolean;
  /** Where the outcome is told: under the button (default) or not at all (a row action). */
  feedback?: boolean;
}

interface SensitiveResource {
  resourceId: string;
  resourceName: string;
  types: string[];
}

/**
 * Sync (spec §2, §4): pushes the dataset with the user's own catalogue API key. A conflict opens
 * the side-by-side view; the catalogue's field errors open the form with them on the fields; a
 * later check's likely personal data asks for explicit confirmation first.
 */
export function SyncButton({ workspaceId, dataset, small, feedback = true }: SyncButtonProps) {
  const { t } = useTranslation('datasetEdit');
  const { t: errorsT } = useTranslation('errors');
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
          if (answer.outcome === 'conflict') {
            void navigate(generatePath(routePaths.datasetConflict, params));
          } else setPushed(answer.push);
        },
        onError: (error) => {
          if (
            error instanceof FunctionsError &&
            error.details?.reason === 'sensitiveConfirmationNeeded'
          ) {
            setSensitive((error.details.resources as SensitiveResource[] | undefined) ?? []);
          } else if (syncReasonOf(error) === 'catalogueValidation') {
            // The catalogue's 409: its messages belong on the form's fields.
            void navigate(generatePath(routePaths.datasetEdit, params), {
              state: { serverError: { fields: (error as FunctionsError).details?.fields ?? {} } },
            });
          }
        },
      },
    );
  };

  if (dataset.syncStatus === 'conflict') {
    return (
      <Button
        small={small}
        variant="primary"
        warning
        disabled={!dataset.permissions.edit}
        onClick={() => void navigate(generatePath(routePaths.datasetConflict, params))}
      >
        {t('sync.resolve')}
      </Button>
    );
  }

  const reason = syncReasonOf(sync.error);
  const error =
    sync.error &&
    !(
      sync.error instanceof FunctionsError &&
      sync.error.details?.reason === 'sensitiveConfirmationNeeded'
    ) &&
    reason !== 'catalogueValidation'
      ? sync.error
      : null;
  return (
    <div className={styles.panel}>
      <div>
        <Button
          small={small}
          variant="primary"
          processing={sync.isPending}
          disabled={!dataset.permissions.edit || dataset.syncStatus === 'synced'}
          onClick={() => run(false)}
        >
          {sync.isPending ? t('sync.running') : t('sync.button')}
        </Button>
      </div>
      {feedback && error ? (
        <Alert tone="error">
          <p>{syncErrorText(t, errorsT, error)}</p>
          {reason === 'catalogueApiKeyMissing' ? (
            <Link to={generatePath(routePaths.apiKey, params)}>{t('sync.addApiKey')}</Link>
          ) : null}
          {reason === 'metadataUpdateFailed' ? (
            <Link to={generatePath(routePaths.events, params)}>{t('sync.seeEvents')}</Link>
          ) : null}
        </Alert>
      ) : null}
      {feedback && pushed !== undefined && !sync.isPending ? (
        <Alert tone="success">{pushedText(t, pushed)}</Alert>
      ) : null}
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
              {resource.resourceName} ({resource.types.join(', ')})
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}

function pushedText(
  t: ReturnType<typeof useTranslation<'datasetEdit'>>['t'],
  pushed: PushSummary | null,
): string {
  if (!pushed) return t('sync.nothingToPush');
  if (pushed.action === 'create') return t('sync.created');
  const parts = [
    pushed.fields.length > 0
      ? t('sync.pushedFields', {
          fields: pushed.fields
            .map((field) => t(`ckanFields.${field}`, { defaultValue: field }))
            .join(t('listSeparator')),
        })
      : null,
    pushed.resourcesCreated + pushed.resourcesUpdated + pushed.resourcesDeleted > 0 ||
    pushed.reordered
      ? t('sync.pushedResources', {
          created: String(pushed.resourcesCreated),
          updated: String(pushed.resourcesUpdated),
          deleted: String(pushed.resourcesDeleted),
        })
      : null,
  ].filter(Boolean);
  return [t('sync.done'), ...parts].join(' ');
}
