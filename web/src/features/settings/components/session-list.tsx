import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@contract/functions/sessions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useErrorText } from '@web/lib/error-text';
import { formatDateTime } from '@web/lib/format';
import { useRevokeSession, useSessions } from '../api/sessions';
import styles from './session-list.module.css';

/**
 * Every browser signed in to the account, with the address it signed in from: a person who sees
 * one that is not theirs signs it out here (and changes their password).
 */
export function SessionList() {
  const { t } = useTranslation('settings');
  const describeError = useErrorText();
  const browserText = useBrowserText();
  const sessions = useSessions();
  const [signingOut, setSigningOut] = useState<SessionRow>();
  const revoke = useRevokeSession(() => setSigningOut(undefined));
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError) return <p role="alert">{describeError(sessions.error)}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('sessions.listLabel')}>
        {sessions.data.items.map((session) => (
          <li key={session.id} className={styles.session}>
            <div className={styles.what}>
              <strong>{browserText(session)}</strong>
              {session.current ? <Badge tone="info">{t('sessions.thisBrowser')}</Badge> : null}
            </div>
            <dl className={styles.facts}>
              <dt>{t('sessions.address')}</dt>
              <dd>{session.ipAddress ?? t('sessions.unknown')}</dd>
              <dt>{t('sessions.signedInAt')}</dt>
              <dd>{formatDateTime(session.signedInAt)}</dd>
              <dt>{t('sessions.lastActiveAt')}</dt>
              <dd>{formatDateTime(session.lastActiveAt)}</dd>
            </dl>
            {session.current ? null : (
              <Button small border onClick={() => setSigningOut(session)}>
                {t('sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={signingOut !== undefined}
        title={t('sessions.signOutTitle')}
        confirmLabel={t('sessions.signOut')}
        processing={revoke.isPending}
        error={revoke.error ? describeError(revoke.error) : undefined}
        onCancel={() => setSigningOut(undefined)}
        onConfirm={() => signingOut && revoke.mutate({ sessionId: signingOut.id })}
      >
        {signingOut
          ? t('sessions.signOutConfirm', {
              browser: browserText(signingOut),
              address: signingOut.ipAddress ?? t('sessions.unknown'),
            })
          : null}
      </ConfirmDialog>
    </>
  );
}

/** "Chrome 140 on Windows", or as much of it as the browser told. */
function useBrowserText() {
  const { t } = useTranslation('settings');
  return (session: SessionRow) => {
    const browser = session.browser ?? t('sessions.unknownBrowser');
    return session.os ? t('sessions.browserOn', { browser, os: session.os }) : browser;
  };
}
