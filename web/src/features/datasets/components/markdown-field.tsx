import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, type TextareaHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, inputClassName } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import styles from './dataset-form.module.css';

const MarkdownPreview = lazy(() => import('@web/components/markdown/markdown-text'));

export interface MarkdownFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  hint?: string;
  error?: string;
  /** The current text, for the preview. */
  text: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The description in Markdown, with a Write / Preview switch; the preview renders no raw HTML. */
export function MarkdownField({ label, hint, error, text, ...textarea }: MarkdownFieldProps) {
  const { t } = useTranslation('datasetEdit');
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Tabs.Root defaultValue="write" className={styles.markdown}>
          <Tabs.List className={styles.markdownTabs} aria-label={t('form.notesView')}>
            <Tabs.Trigger value="write" className={styles.markdownTab}>
              {t('form.write')}
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className={styles.markdownTab}>
              {t('form.preview')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="write" forceMount className={styles.markdownWrite}>
            <textarea
              className={`${inputClassName} ${styles.textarea}`}
              rows={8}
              {...control}
              {...textarea}
            />
          </Tabs.Content>
          <Tabs.Content value="preview" className={styles.markdownPreview}>
            <Suspense fallback={<Spinner />}>
              {text.trim() ? (
                <MarkdownPreview text={text} />
              ) : (
                <p className={styles.muted}>{t('form.previewEmpty')}</p>
              )}
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </FormField>
  );
}
