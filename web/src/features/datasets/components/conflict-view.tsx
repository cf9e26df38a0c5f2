import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultConflictSide,
  type ConflictField,
  type ConflictSide,
} from '@contract/functions/datasets';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FieldValue, isLongText } from '@web/components/values/field-value';
import { TextDiff } from '@web/components/values/text-diff';
import { useErrorText } from '@web/lib/error-text';
import styles from './conflict-view.module.css';

type Field = ConflictField['field'];

export interface ConflictViewProps {
  intro: string;
  fields: ConflictField[];
  /** The catalogue's titles of the licence, organization and group ids: field → id → title. */
  titles: Record<string, Record<string, string>>;
  resolving: boolean;
  error: unknown;
  onResolve: (choices: Partial<Record<Field, ConflictSide>>) => void;
}

/**
 * Both versions side by side, field by field (the conflict view). The user picks
 * a side per field or takes one side wholly; nothing is decided for them silently — the defaults
 * are shown as picked and can be changed.
 */
export function ConflictView({
  intro,
  fields,
  titles,
  resolving,
  error,
  onResolve,
}: ConflictViewProps) {
  const { t } = useTranslation('datasetEdit');
  const describeError = useErrorText();
  const [choices, setChoices] = useState<Partial<Record<Field, ConflictSide>>>(() =>
    Object.fromEntries(fields.map((field) => [field.field, defaultConflictSide(field)])),
  );
  const takeAll = (side: ConflictSide) =>
    setChoices(Object.fromEntries(fields.map((field) => [field.field, side])));

  return (
    <div className={styles.view}>
      <p>{intro}</p>
      {error ? <Alert tone="error">{describeError(error)}</Alert> : null}
      <div className={styles.wholly}>
        <Button small border onClick={() => takeAll('catalogue')}>
          {t('conflict.takeCatalogue')}
        </Button>
        <Button small border onClick={() => takeAll('local')}>
          {t('conflict.takeLocal')}
        </Button>
      </div>
      {/* Its own markup, not DataTable: each value cell holds a choice, and rows are fields. */}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('conflict.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.catalogue')}</th>
            <th scope="col">{t('conflict.local')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const label = t(`fields.${field.field}`);
            const chosen = choices[field.field];
            return (
              <tr key={field.field} data-field={field.field}>
                <th scope="row">
                  <span className={styles.label}>{label}</span>
                  <span className={styles.changedBy}>
                    {field.changedLocally && field.changedInCatalogue
                      ? t('conflict.changedBoth')
                      : field.changedInCatalogue
                        ? t('conflict.changedCatalogue')
                        : t('conflict.changedLocal')}
                  </span>
                </th>
                {(['catalogue', 'local'] as const).map((side) => (
                  <td key={side} className={chosen === side ? styles.chosen : undefined}>
                    <label className={styles.pick}>
                      <input
                        type="radio"
                        name={`side-${field.field}`}
                        value={side}
                        checked={chosen === side}
                        onChange={() => setChoices({ ...choices, [field.field]: side })}
                        aria-label={t(`conflict.pick.${side}`, { field: label })}
                      />
                      <span>{t(`conflict.keep.${side}`)}</span>
                    </label>
                    <div className={styles.value}>
                      {isLongText(field.catalogue, field.local) ? (
                        <TextDiff
                          before={String(side === 'local' ? field.catalogue : field.local)}
                          after={String(side === 'local' ? field.local : field.catalogue)}
                        />
                      ) : (
                        <FieldValue
                          value={side === 'local' ? field.local : field.catalogue}
                          titles={titles[field.field]}
                        />
                      )}
                    </div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <Button variant="primary" processing={resolving} onClick={() => onResolve(choices)}>
          {t('conflict.resolve')}
        </Button>
      </div>
    </div>
  );
}
