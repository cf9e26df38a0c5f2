import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { useAccount } from '@web/lib/account/get-account';
import { EmailChangeForm } from '@web/features/settings/components/email-change-form';
import { PasswordChangeForm } from '@web/features/settings/components/password-change-form';
import { ProfileForm } from '@web/features/settings/components/profile-form';
import profileStyles from '@web/features/settings/components/profile-form.module.css';
import { SessionsSection } from '@web/features/settings/components/sessions-section';
import { SystemSection } from '@web/features/settings/components/system-section';
import { useSystemSettings } from '@web/lib/system-settings';
import { MyWorkspaces } from '@web/features/workspaces/components/my-workspaces';
import styles from './settings-page.module.css';

/**
 * An Account section (display name, and here also email, password and sessions) and a
 * Workspaces section; the system administrator also sees the System section.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useAccount();
  const { signIn } = useSystemSettings();
  if (!user) return null; // The protected layout has already sent visitors to the login.
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={styles.sections}>
        <Panel heading={t('account.heading')}>
          <ProfileForm user={user} />
          <hr className={profileStyles.divider} />
          {signIn.password ? (
            // With passwords off, the address and the password are the organisation provider's.
            <>
              <EmailChangeForm currentEmail={user.email} />
              <hr className={profileStyles.divider} />
              <PasswordChangeForm />
              <hr className={profileStyles.divider} />
            </>
          ) : null}
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
