import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header';
import { Panel } from '../components/ui/panel';
import { useSession } from '../features/session/api/get-session';
import { ProfileForm } from '../features/settings/components/profile-form';
import { MyWorkspaces } from '../features/workspaces/components/my-workspaces';
import styles from './settings-page.module.css';

/** Spec §2: an Account section (Display Name) and a Workspaces section (its list comes with workspaces). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  if (!user) return null; // The protected layout has already sent visitors to the login.
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.sections}>
        <Panel heading={t('account.heading')}>
          <ProfileForm user={user} />
        </Panel>
        <Panel heading={t('workspaces.heading')}>
          <MyWorkspaces />
        </Panel>
      </div>
    </>
  );
}
