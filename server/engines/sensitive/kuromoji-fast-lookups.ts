import { createRequire } from 'node:module';
import path from 'node:path';
import { triePrefixes, type DoubleArrayTrie } from './trie-prefixes.js';

const require = createRequire(import.meta.url);
const kuromojiRoot = path.dirname(require.resolve('@sglkc/kuromoji/package.json'));

interface ShortReader {
  getShort(index: number): number;
}
interface Lattice {
  append(node: unknown): void;
  appendEos(): void;
}
interface AwareString {
  length: number;
  slice(index: number): string;
  charAt(index: number): string;
  toString(): string;
}
interface CharClass {
  class_id: number;
  class_name: string;
  is_always_invoke: number;
  is_grouping: number;
}
/** The parts of kuromoji's loaded dictionaries and tokenizer this file reads or replaces. */
interface KuromojiInternals {
  viterbi_builder: {
    trie: DoubleArrayTrie;
    token_info_dictionary: {
      dictionary: ShortReader;
      getFeatures(id: string | number): string;
    };
    unknown_dictionary: {
      dictionary: ShortReader;
      target_map: Record<number, ArrayLike<number>>;
      lookup(character: string): CharClass;
    };
    build(sentence: string): Lattice;
  };
}

const ViterbiNode = require(path.join(kuromojiRoot, 'src/viterbi/ViterbiNode.js')) as new (
  ...args: unknown[]
) => unknown;
const ViterbiLattice = require(
  path.join(kuromojiRoot, 'src/viterbi/ViterbiLattice.js'),
) as new () => Lattice;
const SurrogateAwareString = require(
  path.join(kuromojiRoot, 'src/util/SurrogateAwareString.js'),
) as new (text: string) => AwareString;

/** Feature lines kept per tokenizer; the names of one scan use a few thousand words. */
const maxCachedFeatures = 50_000;

/**
 * Three of kuromoji's hottest steps, made cheaper with the same results: the lattice builder reads
 * a surface's token ids straight from the shared flat target map (`targetOffsets` /
 * `targetValues`) instead of through the object-like view kuromoji's own builder needs, and finds
 * the surfaces a position starts with without encoding the rest of the sentence first
 * (`trie-prefixes.ts`); a known word's feature line (decoded from UTF-8 bytes on every token) is
 * decoded once per word. The builder is kuromoji's `ViterbiBuilder.prototype.build` (Apache-2.0)
 * with those lookups changed.
 */
export function useFastLookups(
  tokenizer: unknown,
  targetOffsets: Int32Array,
  targetValues: Int32Array,
): void {
  const builder = (tokenizer as KuromojiInternals).viterbi_builder;
  const known = builder.token_info_dictionary;
  const unknown = builder.unknown_dictionary;
  const trie = builder.trie;

  const features = new Map<number, string>();
  const decode = known.getFeatures.bind(known);
  known.getFeatures = (id) => {
    const key = typeof id === 'number' ? id : parseInt(id, 10);
    let line = features.get(key);
    if (line === undefined) {
      line = decode(id);
      if (features.size >= maxCachedFeatures) features.clear();
      features.set(key, line);
    }
    return line;
  };

  builder.build = (sentenceText) => {
    const lattice = new ViterbiLattice();
    const sentence = new SurrogateAwareString(sentenceText);
    for (let pos = 0; pos < sentence.length; pos++) {
      const tail = sentence.slice(pos);
      const vocabulary = triePrefixes(trie, tail);
      for (const { k: key, v: trieId } of vocabulary) {
        if (trieId === undefined) continue;
        const end =
          trieId >= 0 && trieId < targetOffsets.length - 1 ? targetOffsets[trieId + 1]! : 0;
        for (let index = end > 0 ? targetOffsets[trieId]! : 0; index < end; index++) {
          const id = targetValues[index]!;
          const left = known.dictionary.getShort(id);
          const right = known.dictionary.getShort(id + 2);
          const cost = known.dictionary.getShort(id + 4);
          lattice.append(new ViterbiNode(id, cost, pos + 1, key.length, 'KNOWN', left, right, key));
        }
      }
      // Unknown words, as kuromoji reads them; the rest of the sentence is read on the sentence's
      // own characters (kuromoji wraps the rest anew at every position, each time its length).
      const head = new SurrogateAwareString(sentence.charAt(pos));
      const headClass = unknown.lookup(head.toString());
      if (vocabulary.length === 0 || headClass.is_always_invoke === 1) {
        // kuromoji's key is the head character's wrapper (its length counts surrogate pairs as
        // one) until a character of the same class joins it and makes it a plain string.
        let keyText = head.toString();
        let keyLength = head.length;
        if (headClass.is_grouping === 1 && 1 < sentence.length - pos) {
          for (let next = pos + 1; next < sentence.length; next++) {
            const character = sentence.charAt(next);
            if (headClass.class_name !== unknown.lookup(character).class_name) break;
            keyText += character;
            keyLength = keyText.length;
          }
        }
        const ids = unknown.target_map[headClass.class_id]!;
        for (let index = 0; index < ids.length; index++) {
          const id = parseInt(String(ids[index]), 10);
          const left = unknown.dictionary.getShort(id);
          const right = unknown.dictionary.getShort(id + 2);
          const cost = unknown.dictionary.getShort(id + 4);
          lattice.append(
            new ViterbiNode(id, cost, pos + 1, keyLength, 'UNKNOWN', left, right, keyText),
          );
        }
      }
    }
    lattice.appendEos();
    return lattice;
  };
}
