import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ButtonLink } from '@web/components/ui/button-link';
import { Spinner } from '@web/components/ui/spinner';
import {
  spendVerificationLink,
  type VerificationRefusal,
} from '@web/features/auth/api/spend-verification-link';
import { newEmailOfChangeToken } from '@web/features/auth/api/verification-token';
import { AuthLayout } from '@web/components/auth-layout/auth-layout';
import { refreshAccount, useAccount } from '@web/lib/account/get-account';
import { useErrorText } from '@web/lib/error-text';
import { routePaths } from '@web/lib/route-paths';

type Outcome = 'done' | VerificationRefusal;

/** `/email-change/:token`: the link mailed to a new address; opening it moves the account there. */
export function EmailChangePage() {
  const { t } = useTranslation('auth');
  const describeError = useErrorText();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const { user } = useAccount();
  // A query, not a mutation: one link is spent once even when React renders twice.
  const change = useQuery({
    queryKey: ['auth.verifyEmailChange', token],
    queryFn: async (): Promise<Outcome> => {
      const refusal = await spendVerificationLink(token);
      if (refusal) return refusal;
      await refreshAccount(queryClient);
      return 'done';
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const email = newEmailOfChangeToken(token);
  const next = user ? routePaths.settings : routePaths.login;
  const nextLabel = user ? t('emailChange.settings') : t('emailChange.login');

  if (change.isPending) {
    return (
      <AuthLayout title={t('emailChange.title')}>
        <p>
          <Spinner /> {t('emailChange.verifying')}
        </p>
      </AuthLayout>
    );
  }
  if (change.isError) {
    return (
      <AuthLayout title={t('emailChange.title')}>
        <Alert tone="error">{describeError(change.error)}</Alert>
        <Button variant="primary" onClick={() => void change.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </AuthLayout>
    );
  }
  const texts: Record<Outcome, { tone: 'success' | 'warning' | 'error'; text: string }> = {
    done: {
      tone: 'success',
      text: email ? t('emailChange.done', { email }) : t('emailChange.doneNoEmail'),
    },
    expired: { tone: 'warning', text: t('emailChange.expired') },
    invalid: { tone: 'error', text: t('emailChange.invalid') },
    otherUser: { tone: 'warning', text: t('emailChange.otherUser') },
  };
  const shown = texts[change.data];
  return (
    <AuthLayout title={t('emailChange.title')}>
      <Alert tone={shown.tone}>{shown.text}</Alert>
      <ButtonLink to={next} variant="primary">
        {nextLabel}
      </ButtonLink>
    </AuthLayout>
  );
}
