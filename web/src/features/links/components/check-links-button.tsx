import { useTranslation } from 'react-i18next';
import type { InputOf } from '@contract/functions/define';
import type { linksCheck } from '@contract/functions/links';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useErrorText } from '@web/lib/error-text';
import { useRefreshWhenDone, useStartLinkCheck } from '../api/links-queries';

/**
 * Starts a link check of an instance, a dataset or a resource. `running` says a check covering
 * the same links is under way (the button then reads Checking…); when it ends, every view of
 * link statuses is read again.
 */
export function CheckLinksButton({
  target,
  running,
  small = true,
}: {
  target: InputOf<typeof linksCheck>;
  running: boolean;
  small?: boolean;
}) {
  const { t } = useTranslation('links');
  const describeError = useErrorText();
  const start = useStartLinkCheck();
  useRefreshWhenDone(running);
  return (
    <>
      <Button
        small={small}
        border
        processing={start.isPending || running}
        onClick={() => start.mutate(target)}
      >
        {running ? t('check.running') : t(`check.${target.scope}`)}
      </Button>
      {start.error ? <Alert tone="error">{describeError(start.error)}</Alert> : null}
    </>
  );
}
