import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetDetail } from '@contract/functions/datasets';
import { Button } from '@web/components/ui/button';
import { formatDateTime, formatNumber } from '@web/lib/format';
import { DatasetLinkStatus } from '@web/features/links/components/dataset-link-status';
import { SyncStatusBadge } from '@web/components/status-badges';
import styles from './dataset-metadata.module.css';
import { DescribedText } from '@web/components/markdown/described-text';
import { ExternalLink } from '@web/components/ui/external-link';
import { CatalogueTitle } from '@web/components/values/catalogue-title';

const sections = ['status', 'basic', 'classification', 'contact'] as const;

/** A metadata side menu, status, catalogue sync status and Show All. */
export function DatasetMetadata({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('datasets');
  const [showAll, setShowAll] = useState(false);
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('detail.menu')}>
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`detail.sections.${section}`)}</a>
            </li>
          ))}
          <li>
            <a href="#resources">{t('detail.sections.resources')}</a>
          </li>
          {showAll ? (
            <li>
              <a href="#all-fields">{t('detail.sections.all')}</a>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className={styles.sections}>
        <Section id="status" title={t('detail.sections.status')}>
          <Field label={t('fields.status')}>
            <DatasetLinkStatus dataset={dataset} />
          </Field>
          <Field label={t('fields.syncStatus')}>
            <SyncStatusBadge status={dataset.syncStatus} />
            {dataset.removed ? <span className={styles.removed}>{t('removedDetail')}</span> : null}
          </Field>
          <Field label={t('fields.checkDate')} hint={t('list.checkDateHint')}>
            {formatDateTime(dataset.lastCheckedAt) || t('sensitive:status.notExecuted')}
          </Field>
          <Field label={t('fields.created')}>{formatDateTime(dataset.metadataCreated)}</Field>
          <Field label={t('fields.lastModified')}>{formatDateTime(dataset.metadataModified)}</Field>
          <Field label={t('fields.resourceCount')}>{formatNumber(dataset.resources.length)}</Field>
        </Section>
        <Section id="basic" title={t('detail.sections.basic')}>
          <Field label={t('fields.name')}>{dataset.name}</Field>
          <Field label={t('fields.visibility')} hint={t('visibility.privateHint')}>
            {t(`visibility.${dataset.private ? 'private' : 'public'}`)}
          </Field>
          <Field label={t('fields.title')}>{dataset.title}</Field>
          <Field label={t('fields.notes')}>
            <DescribedText text={dataset.notes} testId="dataset-notes" />
          </Field>
        </Section>
        <Section id="classification" title={t('detail.sections.classification')}>
          <Field label={t('fields.organization')}>
            {dataset.organizationName ? (
              <CatalogueTitle
                id={dataset.organizationName}
                title={dataset.organizationTitle ?? undefined}
              />
            ) : null}
          </Field>
          <Field label={t('fields.license')}>
            {dataset.license ? (
              <CatalogueTitle id={dataset.license.id} title={dataset.license.title} />
            ) : null}
          </Field>
          <Field label={t('fields.groups')}>
            <span className={styles.tags}>
              {dataset.groupTitles.map((group) => (
                <CatalogueTitle
                  key={group.name}
                  className={styles.tag}
                  id={group.name}
                  title={group.title}
                />
              ))}
            </span>
          </Field>
          <Field label={t('fields.tags')}>
            <span className={styles.tags}>
              {dataset.tags.map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </span>
          </Field>
        </Section>
        <Section id="contact" title={t('detail.sections.contact')}>
          <Field label={t('fields.maintainer')}>{dataset.maintainer ?? ''}</Field>
          <Field label={t('fields.url')}>
            {dataset.url ? <ExternalLink href={dataset.url} /> : null}
          </Field>
          <Field label={t('fields.updateFrequency')}>{dataset.updateFrequency ?? ''}</Field>
        </Section>
        <div>
          <Button
            border
            small
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? t('detail.hideAll') : t('detail.showAll')}
          </Button>
        </div>
        {showAll ? <AllFields dataset={dataset} /> : null}
      </div>
    </div>
  );
}

/** Show All: every field the catalogue holds for the dataset, extras included. */
function AllFields({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('datasets');
  const remote = dataset.remote ?? {};
  const entries = Object.entries(remote).filter(([key]) => key !== 'resources' && key !== 'extras');
  return (
    <Section id="all-fields" title={t('detail.sections.all')}>
      {entries.map(([key, value]) => (
        <Field key={key} label={key}>
          <code className={styles.value}>{display(value)}</code>
        </Field>
      ))}
      <h3 className={styles.subheading}>{t('detail.extras')}</h3>
      {dataset.extras.length === 0 ? (
        <p className={styles.muted}>{t('detail.noExtras')}</p>
      ) : (
        dataset.extras.map((extra) => (
          <Field key={extra.key} label={extra.key}>
            <code className={styles.value}>{extra.value}</code>
          </Field>
        ))
      )}
    </Section>
  );
}

/** A catalogue value as a person reads it: lists of tags or groups by name, objects by title. */
function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'name' in item)
  ) {
    return value
      .map((item: { name: string; display_name?: string }) => item.display_name ?? item.name)
      .join(', ');
  }
  if (typeof value === 'object' && 'name' in value && 'title' in value) {
    const named = value as { name: string; title: string };
    return `${named.title} (${named.name})`;
  }
  return JSON.stringify(value, null, 1);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <dl>{children}</dl>
    </section>
  );
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  /** What the value means, as the label's tooltip. */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <dt title={hint}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
