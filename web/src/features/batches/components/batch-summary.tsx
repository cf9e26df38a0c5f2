import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Batch } from '@contract/functions/batches';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { BatchWhat } from './batch-what';
import styles from './batches.module.css';

/** Who made a batch, when, what it does, how many datasets, and its undo. */
export function BatchSummary({
  batch,
  basePath,
}: {
  batch: Batch;
  /** The instance's path, for links to other batches. */
  basePath: string;
}) {
  const { t } = useTranslation('batches');
  const link = (other: { id: string; label: string }) => (
    <Link to={`${basePath}/batches/${other.id}`}>{other.label}</Link>
  );
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('summary.kind')}</dt>
        <dd>{t(`kinds.${batch.kind}`)}</dd>
      </div>
      <div className={styles.wide}>
        <dt>{t('summary.what')}</dt>
        <dd>
          <BatchWhat batch={batch} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.by')}</dt>
        <dd>{batch.actor?.name ?? t('summary.unknownPerson')}</dd>
      </div>
      <div>
        <dt>{t('summary.checked')}</dt>
        <dd>{formatDateTime(batch.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('summary.applied')}</dt>
        <dd>{batch.appliedAt ? formatDateTime(batch.appliedAt) : t('summary.notApplied')}</dd>
      </div>
      <div>
        <dt>{t('summary.datasets')}</dt>
        <dd>{formatNumber(batch.datasetCount)}</dd>
      </div>
      {batch.undoes ? (
        <div>
          <dt>{t('summary.undoes')}</dt>
          <dd>{link(batch.undoes)}</dd>
        </div>
      ) : null}
      {batch.undoneBy ? (
        <div>
          <dt>{t('summary.undoneBy')}</dt>
          <dd>{link(batch.undoneBy)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
