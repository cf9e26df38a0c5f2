import { useTranslation } from 'react-i18next';
import type { LinkReason, LinkStatus } from '@contract/enums';

/** The words for a link's status and reason, in the reader's language. */
export function useLinkTexts() {
  const { t } = useTranslation('links');
  return {
    status: (status: LinkStatus | null) => t(`status.${status ?? 'unchecked'}`),
    reason: (reason: LinkReason, httpStatus: number | null) =>
      t(`reasons.${reason}`, { code: httpStatus ?? '' }),
  };
}
