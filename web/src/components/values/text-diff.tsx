import { diffWords } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './values.module.css';

/**
 * A word-level diff of two texts: removed words struck through, added ones highlighted. Words are
 * found by Intl.Segmenter, which knows where Japanese words end though no space separates them.
 */
export function TextDiff({ before, after }: { before: string; after: string }) {
  const { i18n } = useTranslation();
  const parts = useMemo(
    () =>
      diffWords(before, after, {
        intlSegmenter: new Intl.Segmenter(i18n.language, { granularity: 'word' }),
      }),
    [before, after, i18n.language],
  );
  return (
    <p className={styles.diff} data-testid="text-diff">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className={styles.added}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className={styles.removed}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
