import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { currentLocale } from '@web/i18n/setup-i18n';
import { formatNumber } from '@web/lib/format';
import { useExportQuality } from '../api/export-quality';
import { qualitySummaryQuery } from '../api/quality-queries';
import { OrganisationTable } from './organisation-table';
import { QualityChangeTable } from './quality-change-table';
import { RuleCounts } from './rule-counts';
import { ScoreDistribution } from './score-distribution';
import styles from './quality.module.css';

/** One catalogue's quality: figures, distribution, rules most failed, organisations, change. */
export function QualityReport({
  workspaceId,
  instanceId,
}: {
  workspaceId: string;
  instanceId: string;
}) {
  const { t } = useTranslation('quality');
  const { data } = useSuspenseQuery(qualitySummaryQuery(instanceId));
  const exporter = useExportQuality();
  if (data.datasets === 0) return <p className={styles.help}>{t('view.empty')}</p>;
  const links = { workspaceId, instanceId };
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>{t('view.datasets')}</dt>
          <dd>{formatNumber(data.datasets)}</dd>
        </div>
        <div>
          <dt>{t('view.average')}</dt>
          <dd>{formatNumber(data.averageScore)}</dd>
        </div>
      </dl>
      <div className={styles.toolbar}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            border
            processing={exporter.isPending && exporter.variables?.format === format}
            onClick={() => exporter.mutate({ instanceId, format, locale: currentLocale() })}
          >
            {t(format === 'xlsx' ? 'view.exportXlsx' : 'view.exportCsv')}
          </Button>
        ))}
      </div>
      <section className={styles.section} aria-labelledby="quality-distribution-heading">
        <h3 id="quality-distribution-heading">{t('view.distributionHeading')}</h3>
        <ScoreDistribution buckets={data.buckets} />
      </section>
      <section className={styles.section} aria-labelledby="quality-rules-heading">
        <h3 id="quality-rules-heading">{t('view.rulesHeading')}</h3>
        <p className={styles.help}>{t('view.rulesHelp')}</p>
        <RuleCounts {...links} rules={data.rules} />
      </section>
      <section className={styles.section} aria-labelledby="quality-organisations-heading">
        <h3 id="quality-organisations-heading">{t('view.organisationsHeading')}</h3>
        <OrganisationTable {...links} organisations={data.organisations} />
      </section>
      <section className={styles.section} aria-labelledby="quality-change-heading">
        <h3 id="quality-change-heading">{t('view.changeHeading')}</h3>
        <QualityChangeTable {...links} change={data.change} />
      </section>
    </>
  );
}
