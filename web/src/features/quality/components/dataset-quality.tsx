import { useTranslation } from 'react-i18next';
import type { DatasetDetail } from '@contract/functions/datasets/index';
import type { QualityFailure } from '@contract/functions/quality';
import { DataTable } from '@web/components/ui/data-table';
import { StandardChoice } from './standard-choice';
import { StandardDifferences } from './standard-differences';
import styles from './quality.module.css';

/** The dataset page's quality: its score, and each failed rule with what to do. */
export function DatasetQuality({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('quality');
  const { score, failures, conformance, standard } = dataset.quality;
  const resourceName = (id: string | undefined) => {
    if (!id) return t('dataset.wholeDataset');
    const resource = dataset.resources.find((candidate) => candidate.id === id);
    return resource ? resource.name || resource.url : id;
  };
  const detailText = (failure: QualityFailure) =>
    Object.entries(failure.detail ?? {})
      .map(([key, value]) =>
        key === 'standard'
          ? t(`standards.${value}`, { defaultValue: String(value) })
          : t(`detail.${key}`, { value, defaultValue: `${key} ${value}` }),
      )
      .join('、');
  return (
    <section className={styles.section} aria-labelledby="quality-heading">
      <h2 id="quality-heading">{t('dataset.heading')}</h2>
      {score === null ? (
        <p className={styles.help}>{t('dataset.notScored')}</p>
      ) : (
        <>
          <p className={styles.score}>
            <span>{t('dataset.score')}</span>
            <span className={styles.scoreValue} data-testid="quality-score">
              {t('dataset.outOf', { score })}
            </span>
          </p>
          <DataTable
            caption={t('dataset.failedCaption')}
            rows={failures}
            rowKey={(failure) => `${failure.rule} ${failure.resourceId ?? ''}`}
            empty={t('dataset.allPassed')}
            columns={[
              {
                id: 'rule',
                header: t('dataset.rule'),
                cell: (failure) => (
                  <>
                    <span>{t(`rules.${failure.rule}.title`)}</span>
                    {failure.detail ? (
                      <span className={styles.detail}>{detailText(failure)}</span>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'resource',
                header: t('dataset.resource'),
                cell: (failure) => resourceName(failure.resourceId),
              },
              {
                id: 'fix',
                header: t('dataset.whatToDo'),
                cell: (failure) => t(`rules.${failure.rule}.fix`),
              },
            ]}
          />
        </>
      )}
      <h3 className={styles.subheading}>{t('conformance.heading')}</h3>
      <StandardChoice
        datasetId={dataset.id}
        standard={standard}
        canEdit={dataset.permissions.edit}
      />
      {conformance.length > 0 ? (
        <>
          <p className={styles.help}>{t('conformance.help')}</p>
          {conformance.map((report) => (
            <StandardDifferences
              key={report.resourceId}
              conformance={report}
              resourceName={resourceName(report.resourceId)}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}
