import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  defaultReportMinLikelihood,
  detectedTypes,
  reportLikelihoods,
  type DetectedType,
  type Likelihood,
} from '@contract/sensitive';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { formatDateTime } from '@web/lib/format';
import { useChecks } from '../api/get-checks';
import { useReport } from '../api/get-report';
import { useRefreshWhenCheckEnds } from '../api/refresh-when-check-ends';
import { CheckButton } from './check-button';
import { checkErrorText } from './check-error-text';
import { CheckHistory } from './check-history';
import { ReportView } from './report-view';
import { TableJudgements } from './table-judgements';
import styles from './sensitive.module.css';

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((candidate) => candidate === value);

/**
 * The Sensitive Info Diagnosis Report of a resource with its Check / Recheck button. The tab and
 * the filter live in the address (`?type=…&min=…`).
 */
export function SensitiveReportSection({
  resourceId,
  logPath,
}: {
  resourceId: string;
  logPath: (checkId: string) => string;
}) {
  const { t } = useTranslation('sensitive');
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const minLikelihood: Likelihood =
    pick(reportLikelihoods, search.get('min')) ?? defaultReportMinLikelihood;
  const type: DetectedType | undefined = pick(detectedTypes, search.get('type'));
  const report = useReport({ resourceId, minLikelihood, type });
  const checks = useChecks(resourceId);
  useRefreshWhenCheckEnds(report.data?.active?.id, report.data?.check?.id);
  const setParam = (name: string, value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { preventScrollReset: true },
    );

  const data = report.data;
  const latest = checks.data?.items.find(
    (check) => check.status !== 'queued' && check.status !== 'running',
  );
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t('report.title')}</h2>
        {/* Once both are in: its label (Check or Recheck) depends on the checks' list too, and
            would otherwise change under the person's hand a moment after it appeared. */}
        {data && !checks.isPending ? (
          <CheckButton
            resourceId={resourceId}
            active={Boolean(data.active)}
            checkedBefore={Boolean(data.check ?? latest)}
            canCheck={data.canCheck}
          />
        ) : null}
      </div>
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
              title={t('report.latestFailed', { reason: checkErrorText(t, latest.error) })}
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
                  {t('report.checkedAt', { date: formatDateTime(data!.check.finishedAt) })}
                  {data!.check.requestedBy
                    ? ` ${t('report.checkedBy', { name: data!.check.requestedBy.name })}`
                    : null}{' '}
                  · <Link to={logPath(data!.check.id)}>{t('report.viewLog')}</Link>
                </p>
                <TableJudgements tables={data!.check.tables} />
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
    </section>
  );
}

/** The resource's checks, newest first, each linking to its log. */
export function CheckHistoryPanel({
  resourceId,
  logPath,
}: {
  resourceId: string;
  logPath: (checkId: string) => string;
}) {
  const { t } = useTranslation('sensitive');
  const checks = useChecks(resourceId);
  return (
    <Panel heading={t('history.heading')}>
      {checks.data ? <CheckHistory checks={checks.data.items} logPath={logPath} /> : null}
    </Panel>
  );
}
