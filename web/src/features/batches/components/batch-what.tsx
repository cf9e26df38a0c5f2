import { useTranslation } from 'react-i18next';
import type { Batch } from '@contract/functions/batches';
import { ChangeDescription } from './change-description';

/**
 * What a batch does, in the reader's language: the change made in the browser, the file an
 * import read, or for an undo what it undoes.
 */
export function BatchWhat({
  batch,
}: {
  batch: Pick<Batch, 'kind' | 'label' | 'change' | 'undoes'>;
}) {
  const { t } = useTranslation('batches');
  if (batch.change) return <ChangeDescription change={batch.change} />;
  if (batch.kind === 'undo' && batch.undoes)
    return (
      <>
        {t('describe.undoOf')}{' '}
        {batch.undoes.change ? (
          <ChangeDescription change={batch.undoes.change} />
        ) : (
          batch.undoes.label
        )}
      </>
    );
  return <>{batch.label}</>;
}
