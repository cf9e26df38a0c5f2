/** The parts of the `doublearray` trie (kuromoji's surface dictionary) read here. */
export interface DoubleArrayTrie {
  traverse(parent: number, code: number): number;
  bc: { getBase(index: number): number };
}

export interface TriePrefix {
  /** The prefix of the text that is a dictionary surface. */
  k: string;
  /** Its trie id (undefined if the trie holds it without a record, as `doublearray` gives it). */
  v?: number;
}

const root = 0;
const notFound = -1;
const terminal = 0;

/**
 * The dictionary surfaces the text starts with, shortest first: what `doublearray`'s
 * `commonPrefixSearch` returns, without encoding the whole text into UTF-8 first. kuromoji calls
 * it once per character of a sentence with the rest of the sentence, so that encoding made each
 * sentence cost its length squared; here the walk stops at the first byte the trie does not hold.
 * A surface is a whole string, so it ends where a character ends: the terminal is looked for
 * there. A lone high surrogate ends the walk (`doublearray` fails on the whole text); a lone low
 * one is encoded as `doublearray` encodes it.
 */
export function triePrefixes(trie: DoubleArrayTrie, text: string): TriePrefix[] {
  const found: TriePrefix[] = [];
  let parent = root;
  const bytes = [0, 0, 0, 0];
  for (let index = 0; index < text.length;) {
    const point = text.codePointAt(index)!;
    if (point >= 0xd800 && point <= 0xdbff) break;
    index += point > 0xffff ? 2 : 1;
    const length = utf8(point, bytes);
    for (let byte = 0; byte < length; byte++) {
      parent = trie.traverse(parent, bytes[byte]!);
      if (parent === notFound) return found;
    }
    const leaf = trie.traverse(parent, terminal);
    if (leaf !== notFound) {
      const base = trie.bc.getBase(leaf);
      found.push(
        base <= 0 ? { k: text.slice(0, index), v: -base - 1 } : { k: text.slice(0, index) },
      );
    }
  }
  return found;
}

function utf8(point: number, bytes: number[]): number {
  if (point < 0x80) {
    bytes[0] = point;
    return 1;
  }
  if (point < 0x800) {
    bytes[0] = (point >>> 6) | 0xc0;
    bytes[1] = (point & 0x3f) | 0x80;
    return 2;
  }
  if (point < 0x10000) {
    bytes[0] = (point >>> 12) | 0xe0;
    bytes[1] = ((point >> 6) & 0x3f) | 0x80;
    bytes[2] = (point & 0x3f) | 0x80;
    return 3;
  }
  bytes[0] = (point >>> 18) | 0xf0;
  bytes[1] = ((point >> 12) & 0x3f) | 0x80;
  bytes[2] = ((point >> 6) & 0x3f) | 0x80;
  bytes[3] = (point & 0x3f) | 0x80;
  return 4;
}
