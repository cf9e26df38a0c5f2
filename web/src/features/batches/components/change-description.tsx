import { useTranslation } from 'react-i18next';
import type { BatchChange } from '@contract/functions/batches';

/** A change made in the browser, in one sentence of the reader's language. */
export function ChangeDescription({ change }: { change: BatchChange }) {
  const { t } = useTranslation(['batches', 'histories']);
  const field = (name: string) => t(`histories:fields.${name.replace('.', '_')}`);
  switch (change.op) {
    case 'set':
      return <>{t('describe.set', { field: field(change.field), value: change.value })}</>;
    case 'addTags':
      return <>{t('describe.addTags', { tags: change.tags.join(t('describe.separator')) })}</>;
    case 'removeTags':
      return <>{t('describe.removeTags', { tags: change.tags.join(t('describe.separator')) })}</>;
    case 'replace':
      return (
        <>
          {t('describe.replace', {
            field: field(change.field),
            find: change.find,
            replace: change.replace,
          })}
          {change.match === 'prefix' ? ` ${t('describe.prefix')}` : ''}
          {change.caseSensitive ? '' : ` ${t('describe.anyCase')}`}
        </>
      );
  }
}
