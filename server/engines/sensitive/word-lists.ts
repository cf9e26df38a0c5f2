/** A word has to stand in this many different values of a column to be part of its vocabulary. */
const vocabularyRecurrence = 3;
const latinOrDigit = /[A-Za-z0-9]/;

/** How a column's spaced values are made: how many there are, and how often their words recur. */
export interface WordLists {
  /** Distinct values of two words or more, written without Latin letters or digits. */
  lists: number;
  /** Share of those values' words that stand in at least three different values of the column. */
  recurringWordShare: number;
}

/**
 * Lists of periods, finds or categories (古墳 近世, 縄文土器 陶磁器, spaced by U+3000) are drawn
 * from a small vocabulary, so their words recur from value to value; a person's surname may
 * recur, a given name rarely does. Counted over distinct values, so a donor named on many rows
 * recurs once.
 * Latin script is left out: common English given names and surnames recur too often to tell.
 */
export function wordListsOf(values: readonly string[]): WordLists {
  const distinct = new Set(values.map((value) => value.trim()).filter(Boolean));
  const valuesWithWord = new Map<string, number>();
  const lists: string[][] = [];
  for (const value of distinct) {
    const words = value.split(/\s+/u);
    for (const word of new Set(words))
      valuesWithWord.set(word, (valuesWithWord.get(word) ?? 0) + 1);
    if (words.length >= 2 && !latinOrDigit.test(value)) lists.push(words);
  }
  const words = lists.flat();
  const recurring = words.filter(
    (word) => (valuesWithWord.get(word) ?? 0) >= vocabularyRecurrence,
  ).length;
  return { lists: lists.length, recurringWordShare: words.length ? recurring / words.length : 0 };
}
