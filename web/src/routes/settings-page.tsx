import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header';
import { Panel } from '../components/ui/panel';
import { useSession } from '../features/session/api/get-session';
import { EmailChangeForm } from '../features/settings/components/email-change-form';
import { PasswordChangeForm } from '../features/settings/components/password-change-form';
import { ProfileForm } from '../features/settings/components/profile-form';
import profileStyles from '../features/settings/components/profile-form.module.css';
import { SessionsSection } from '../features/settings/components/sessions-section';
import { SystemSection } from '../features/settings/components/system-section';
import { MyWorkspaces } from '../features/workspaces/components/my-workspaces';
import styles from './settings-page.module.css';

/**
 * An Account section (display name, and here also email, password and sessions) and a
 * Workspaces section; the system administrator also sees the System section.
 */
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
          <hr className={profileStyles.divider} />
          <EmailChangeForm currentEmail={user.email} />
          <hr className={profileStyles.divider} />
          <PasswordChangeForm />
          <hr className={profileStyles.divider} />
          <SessionsSection />
        </Panel>
        <Panel heading={t('workspaces.heading')}>
          <MyWorkspaces />
        </Panel>
        {user.isSystemAdmin ? (
          <Panel heading={t('system.heading')}>
            <SystemSection />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
