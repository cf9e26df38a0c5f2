import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams, useSearchParams } from 'react-router';
import {
  defaultReportMinLikelihood,
  detectedTypes,
  reportLikelihoods,
  type DetectedType,
  type Likelihood,
} from '../../../contract/sensitive';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { Panel } from '../components/ui/panel';
import { Spinner } from '../components/ui/spinner';
import { useChecks } from '../features/sensitive/api/get-checks';
import { useReport } from '../features/sensitive/api/get-report';
import { CheckButton } from '../features/sensitive/components/check-button';
import { checkErrorText } from '../features/sensitive/components/check-error-text';
import { CheckHistory } from '../features/sensitive/components/check-history';
import { formatDateTime } from '../features/sensitive/components/format';
import { ReportView } from '../features/sensitive/components/report-view';
import styles from '../features/sensitive/components/sensitive.module.css';
import { routePaths } from './paths';

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((candidate) => candidate === value);

/**
 * `/workspaces/{w}/{i}/{d}/{r}`: the Sensitive Info Diagnosis Report of a resource, its Check /
 * Recheck button, and its checks with their logs. The tab and the filter live in the address.
 */
export function ResourcePage() {
  const { t, i18n } = useTranslation('sensitive');
  const params = useParams() as Record<
    'workspaceId' | 'instanceId' | 'datasetId' | 'resourceId',
    string
  >;
  const [search, setSearch] = useSearchParams();
  const minLikelihood: Likelihood =
    pick(reportLikelihoods, search.get('min')) ?? defaultReportMinLikelihood;
  const type: DetectedType | undefined = pick(detectedTypes, search.get('type'));
  const report = useReport({ resourceId: params.resourceId, minLikelihood, type });
  const checks = useChecks(params.resourceId);
  const logPath = (logId: string) => generatePath(routePaths.log, { ...params, logId });
  const setParam = (name: string, value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set(name, value);
      return next;
    });

  const data = report.data;
  const latest = checks.data?.items.find(
    (check) => check.status !== 'queued' && check.status !== 'running',
  );
  return (
    <>
      <PageHeader
        title={t('report.title')}
        description={
          data ? (
            <>
              {t('report.resourceLabel')}: {data.resource.name || data.resource.url} ·{' '}
              {t('report.datasetLabel')}:{' '}
              <Link to={generatePath(routePaths.dataset, params)}>
                {data.dataset.title || data.dataset.name}
              </Link>
            </>
          ) : undefined
        }
        actions={
          data ? (
            <CheckButton
              resourceId={params.resourceId}
              active={Boolean(data.active)}
              checkedBefore={Boolean(data.check ?? latest)}
              canCheck={data.canCheck}
            />
          ) : undefined
        }
      />
      <div className={styles.stack}>
        {report.isPending ? (
          <p>
            <Spinner /> {t('common:status.loading')}
          </p>
        ) : report.isError ? (
          <Alert tone="error" title={t('report.loadFailed')}>
            <Button small border onClick={() => void report.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {data!.active ? <Alert tone="info">{t('report.running')}</Alert> : null}
            {!data!.active && latest?.status === 'failed' && latest.error ? (
              <Alert
                tone="error"
                title={t('report.latestFailed', {
                  reason: checkErrorText(t, latest.error, i18n.language),
                })}
              >
                <Link to={logPath(latest.id)}>{t('report.viewLog')}</Link>
                {data!.check ? <p>{t('report.previousResults')}</p> : null}
              </Alert>
            ) : null}
            {!data!.check && !data!.active && !latest ? (
              <Alert tone="info">{t('report.notChecked')}</Alert>
            ) : null}
            {data!.check ? (
              <Panel>
                <div className={styles.stack}>
                  <p className={styles.muted}>
                    {t('report.checkedAt', {
                      date: formatDateTime(data!.check.finishedAt, i18n.language),
                    })}
                    {data!.check.requestedBy
                      ? ` ${t('report.checkedBy', { name: data!.check.requestedBy.name })}`
                      : null}{' '}
                    · <Link to={logPath(data!.check.id)}>{t('report.viewLog')}</Link>
                  </p>
                  {data!.check.supported === false ? (
                    <Alert tone="info">{t('report.notSupported')}</Alert>
                  ) : (
                    <ReportView
                      report={data!}
                      onTypeChange={(next) => setParam('type', next)}
                      onMinLikelihoodChange={(next) => setParam('min', next)}
                    />
                  )}
                </div>
              </Panel>
            ) : null}
          </>
        )}
        <Panel heading={t('history.heading')}>
          {checks.data ? <CheckHistory checks={checks.data.items} logPath={logPath} /> : null}
        </Panel>
      </div>
    </>
  );
}
