import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { Panel } from '../components/ui/panel';
import { Spinner } from '../components/ui/spinner';
import { useCheckLog } from '../features/sensitive/api/get-log';
import { CheckLogView } from '../features/sensitive/components/check-log-view';
import { routePaths } from './paths';

/** `/workspaces/{w}/{i}/{d}/{r}/{logId}`: one sensitive-information check's log. */
export function LogPage() {
  const { t } = useTranslation('sensitive');
  const params = useParams() as Record<
    'workspaceId' | 'instanceId' | 'datasetId' | 'resourceId' | 'logId',
    string
  >;
  const log = useCheckLog(params.logId);
  const data = log.data;
  return (
    <>
      <PageHeader
        title={t('log.title')}
        description={
          data ? (
            <>
              {data.resourceName || data.url} · {data.datasetTitle || data.datasetName}
            </>
          ) : undefined
        }
        actions={
          <Link to={generatePath(routePaths.resource, params)}>{t('log.backToReport')}</Link>
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
          <CheckLogView log={data!} />
        </Panel>
      )}
    </>
  );
}
