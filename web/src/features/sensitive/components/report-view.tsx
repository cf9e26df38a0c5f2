import * as Tabs from '@radix-ui/react-tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '@contract/functions/define';
import type { sensitiveReport } from '@contract/functions/sensitive';
import {
  detectedTypes,
  reportLikelihoods,
  type DetectedType,
  type Likelihood,
} from '@contract/sensitive';
import { Alert } from '@web/components/ui/alert';
import { formatNumber } from '@web/lib/format';
import { FindingsTable } from './findings-table';
import styles from './sensitive.module.css';

export type Report = OutputOf<typeof sensitiveReport>;

export interface ReportViewProps {
  report: Report;
  onTypeChange: (type: DetectedType) => void;
  onMinLikelihoodChange: (likelihood: Likelihood) => void;
}

/**
 * The report's body: a tab per detected type with its count, the minimum-likelihood filter, and the
 * rows of the chosen tab.
 */
export function ReportView({ report, onTypeChange, onMinLikelihoodChange }: ReportViewProps) {
  const { t } = useTranslation('sensitive');
  const filterId = useId();
  const anyFindings = report.tabs.some((tab) => tab.count > 0);
  return (
    <div className={styles.stack}>
      {report.quotesHidden ? <Alert tone="info">{t('report.quotesHidden')}</Alert> : null}
      <div className={styles.toolbar}>
        <label className={styles.filter} htmlFor={filterId}>
          {t('filter.minLikelihood')}
          <select
            id={filterId}
            value={report.minLikelihood}
            onChange={(event) => onMinLikelihoodChange(event.target.value as Likelihood)}
          >
            {reportLikelihoods.map((likelihood) => (
              <option key={likelihood} value={likelihood}>
                {t(`likelihoods.${likelihood}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!anyFindings ? <Alert tone="success">{t('report.noFindingsAtAll')}</Alert> : null}
      <Tabs.Root
        value={report.type}
        onValueChange={(value) => onTypeChange(value as DetectedType)}
        activationMode="manual"
      >
        <Tabs.List className={styles.tabList} aria-label={t('report.tabsLabel')}>
          {detectedTypes.map((type) => (
            <Tabs.Trigger key={type} value={type} className={styles.tab}>
              {t(`types.${type}`)}
              <span className={styles.tabCount}>
                {report.tabs.find((tab) => tab.type === type)?.count ?? 0}
              </span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Rows are fetched per tab: only the chosen one has content. */}
        <Tabs.Content value={report.type} className={styles.stack}>
          {report.total > report.rows.length ? (
            <Alert tone="warning">
              {t('report.limitMessage', {
                limit: formatNumber(report.limit),
                total: formatNumber(report.total),
              })}
            </Alert>
          ) : null}
          <FindingsTable rows={report.rows} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
