import { useTranslation } from 'react-i18next';
import { LinkList } from './link-list';
import { LinkSummary } from './link-summary';
import styles from './links.module.css';

/** Workspace › Link Status: counts per instance, then the dead and unknown links. */
export function LinkStatusView({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('links');
  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading">{t('view.heading')}</h2>
      <LinkSummary workspaceId={workspaceId} />
      <section className={styles.section} aria-labelledby="link-list-heading">
        <h3 id="link-list-heading">{t('view.listHeading')}</h3>
        <LinkList workspaceId={workspaceId} />
      </section>
    </section>
  );
}
