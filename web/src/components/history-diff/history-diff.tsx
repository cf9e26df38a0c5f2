import { useTranslation } from 'react-i18next';
import type { FieldChange } from '@contract/functions/histories';
import { FieldValue, isLongText } from '@web/components/values/field-value';
import { TextDiff } from '@web/components/values/text-diff';
import { useFieldLabel } from './use-field-label';
import styles from './history-diff.module.css';

/**
 * One history entry field by field: before, after, and a word diff for long texts. Its own
 * markup, not DataTable: a long text's diff spans the before and after columns. A licence,
 * organization or group shows as the catalogue's title where `titles` (field → id → title) has it.
 */
export function HistoryDiff({
  changes,
  titles,
}: {
  changes: FieldChange[];
  titles?: Record<string, Record<string, string>> | undefined;
}) {
  const { t } = useTranslation('histories');
  // A visibility is stored as its token; people read it in their language.
  const wordOf = (field: string, value: unknown) =>
    field === 'visibility' && (value === 'public' || value === 'private')
      ? t(`datasets:visibility.${value}`)
      : value;
  // Only the dataset's own fields hold list ids; a resource field of the same name would not.
  const titlesOf = (change: FieldChange) =>
    change.resourceId === undefined ? titles?.[change.field] : undefined;
  const fieldLabel = useFieldLabel();
  if (changes.length === 0) return <p>{t('diff.none')}</p>;
  return (
    <table className={styles.diffTable}>
      <caption className="visually-hidden">{t('diff.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('diff.field')}</th>
          <th scope="col">{t('diff.before')}</th>
          <th scope="col">{t('diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change, index) => (
          <tr key={`${change.field}-${change.resourceId ?? ''}-${index}`} data-field={change.field}>
            <th scope="row">
              {fieldLabel(change.field)}
              {change.resourceName ? (
                <span className={styles.resourceName}>{change.resourceName}</span>
              ) : null}
            </th>
            {isLongText(change.before, change.after) ? (
              <td colSpan={2}>
                <TextDiff before={String(change.before)} after={String(change.after)} />
              </td>
            ) : (
              <>
                <td>
                  <FieldValue
                    value={wordOf(change.field, change.before)}
                    titles={titlesOf(change)}
                  />
                </td>
                <td>
                  <FieldValue
                    value={wordOf(change.field, change.after)}
                    titles={titlesOf(change)}
                  />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
