import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@web/components/ui/form-field';
import styles from './dataset-form.module.css';

export interface TagsInputProps {
  label: string;
  hint?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Already translated messages: the field's own, then one per faulty tag. */
  errors: string[];
}

/**
 * Tags as chips: Enter or a comma adds what was typed (not while an IME is composing Japanese),
 * Backspace in the empty box removes the last one. The Japanese comma is kept, not split on: the
 * form must say which tag holds it.
 */
export function TagsInput({ label, hint, value, onChange, onBlur, errors }: TagsInputProps) {
  const { t } = useTranslation('datasetEdit');
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (tag && !value.includes(tag)) onChange([...value, tag]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <FormField label={label} hint={hint} error={errors.length ? errors.join(' ') : undefined}>
      {(control) => (
        <div className={styles.tags}>
          <ul className={styles.tagList} aria-label={t('form.tagsCurrent')}>
            {value.map((tag) => (
              <li key={tag} className={styles.tag}>
                <span>{tag}</span>
                <button
                  type="button"
                  className={styles.tagRemove}
                  aria-label={t('form.removeTag', { tag })}
                  onClick={() => onChange(value.filter((item) => item !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <input
            {...control}
            className={styles.tagInput}
            value={draft}
            placeholder={t('form.tagsPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add();
              onBlur?.();
            }}
          />
        </div>
      )}
    </FormField>
  );
}
