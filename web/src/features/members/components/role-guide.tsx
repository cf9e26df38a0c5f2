import { useTranslation } from 'react-i18next';
import { workspaceRoles } from '@contract/enums';
import styles from './members.module.css';

/** What each role may do (the same words as README §Roles; the server enforces them). */
export function RoleGuide() {
  const { t } = useTranslation(['members', 'workspaces']);
  return (
    <>
      <p>{t('guide.intro')}</p>
      <dl className={styles.guide}>
        {workspaceRoles.map((role) => (
          <div key={role} style={{ display: 'contents' }}>
            <dt>{t(`workspaces:roles.${role}`)}</dt>
            <dd>{t(`guide.${role}`)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.footnote}>{t('guide.systemAdmin')}</p>
    </>
  );
}
