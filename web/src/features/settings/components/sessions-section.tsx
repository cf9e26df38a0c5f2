import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useErrorText } from '@web/lib/error-text';
import { useSignOutEverywhere } from '../api/account-changes';
import styles from './profile-form.module.css';
import { SessionList } from './session-list';

export function SessionsSection() {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const signOut = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.sessions}>
      <h3>{t('sessions.heading')}</h3>
      <p>{t('sessions.listIntro')}</p>
      <SessionList />
      <p>{t('sessions.intro')}</p>
      <div>
        <Button border warning onClick={() => setConfirming(true)}>
          {t('sessions.signOutEverywhere')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('sessions.signOutEverywhere')}
        confirmLabel={t('sessions.signOutEverywhere')}
        processing={signOut.isPending}
        error={signOut.error ? describeError(signOut.error) : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() => signOut.mutate()}
      >
        {t('sessions.confirm')}
      </ConfirmDialog>
    </div>
  );
}
