import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { datasetQuery } from '@web/features/datasets/api/datasets-queries';
import { instanceQuery } from '@web/features/instances/api/instances-queries';
import { useCheckLog } from '@web/features/sensitive/api/get-log';
import { CheckLogView } from '@web/features/sensitive/components/check-log-view';
import { RemoveLogButton } from '@web/features/sensitive/components/remove-log-button';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';
import { routePaths } from '@web/lib/route-paths';

/** `/workspaces/{w}/{i}/{d}/{r}/{logId}`: one sensitive-information check's log. */
export function LogPage() {
  const { t } = useTranslation('sensitive');
  const { t: workspacesT } = useTranslation('workspaces');
  const params = useParams() as Record<
    'workspaceId' | 'instanceId' | 'datasetId' | 'resourceId' | 'logId',
    string
  >;
  const { data: workspace } = useSuspenseQuery(workspaceQuery(params.workspaceId));
  const { data: instance } = useSuspenseQuery(instanceQuery(params.instanceId));
  const { data: dataset } = useSuspenseQuery(datasetQuery(params.datasetId));
  const log = useCheckLog(params.logId);
  const navigate = useNavigate();
  const resourcePath = generatePath(routePaths.resource, params);
  const resourceName =
    dataset.resources.find((resource) => resource.id === params.resourceId)?.name ??
    log.data?.resourceName;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: workspacesT('list.title'), to: '/workspaces' },
          { label: workspace.name, to: generatePath(routePaths.workspace, params) },
          { label: instance.name, to: generatePath(routePaths.instance, params) },
          { label: dataset.name, to: generatePath(routePaths.dataset, params) },
          { label: resourceName || params.resourceId, to: resourcePath },
          { label: t('log.title') },
        ]}
      />
      <PageHeader
        title={t('log.title')}
        description={resourceName}
        actions={
          <>
            <Link to={resourcePath}>{t('log.backToReport')}</Link>
            {log.data ? (
              <RemoveLogButton
                log={log.data}
                onRemoved={() =>
                  void navigate(resourcePath, { state: { notice: t('log.remove.done') } })
                }
              />
            ) : null}
          </>
        }
      />
      {log.isPending ? (
        <p>
          <Spinner /> {t('common:status.loading')}
        </p>
      ) : log.isError ? (
        <Alert tone="error" title={t('log.loadFailed')}>
          <Button small border onClick={() => void log.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : (
        <Panel>
          <CheckLogView log={log.data} />
        </Panel>
      )}
    </>
  );
}
