import { nameShapeOf } from './name-shape.js';

/**
 * The words that join a given name to the father's in Malay (bin, binti, bte, bt), Tamil as
 * Malaysia writes it (a/l, a/p) and Iban (anak): they join nothing but people's names.
 */
const patronymicConnector = /^(?:bin|binti|bte|bt\.?|a\/l|a\/p|anak)$/i;

/**
 * Whether a value is a person's name by its patronymic (ZALIHA BINTI MUSTAFA, Karupaiya a/l
 * Mutusami): a connector between name words, in a value written as a name. No lexicon of given
 * names knows these traditions, so the connector is their evidence.
 */
export function joinedByPatronymic(value: string): boolean {
  const words = value.trim().split(/\s+/);
  const connector = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && patronymicConnector.test(word),
  );
  return connector > 0 && nameShapeOf(value) !== undefined;
}
