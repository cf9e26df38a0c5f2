import { lazy, Suspense } from 'react';
import styles from './markdown-text.module.css';

const MarkdownText = lazy(() => import('./markdown-text'));

/**
 * A catalogue's description on a page: rendered as Markdown once the renderer has loaded (it is
 * loaded on demand, not with the app), the text as written until then.
 */
export function DescribedText({ text, testId }: { text: string; testId: string }) {
  if (!text) return null;
  return (
    <Suspense fallback={<p className={styles.plain}>{text}</p>}>
      <MarkdownText text={text} testId={testId} />
    </Suspense>
  );
}
