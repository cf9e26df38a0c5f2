import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { ResendVerificationForm } from './resend-verification-form';

/** After sign-up: where the link went, and a way to get another one. */
export function CheckInbox({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Alert tone="success">{t('checkInbox.body', { email })}</Alert>
      <p>{t('checkInbox.notReceived')}</p>
      <ResendVerificationForm email={email} fixedEmail />
    </>
  );
}
