import { loadEnglishNameLists } from './english-name-lexicon.js';
import {
  loadSharedDictionary,
  tokenizerFromShared,
  type SharedDictionary,
} from './shared-dictionary.js';
import type { JapaneseTokenizer } from './japanese-tokenizer.js';

/**
 * Word → tags, lower-cased keys: compromise's (FirstName, MaleName, LastName, City, Demonym…),
 * plus GivenName and Surname from the shipped name lists.
 */
export type EnglishLexicon = ReadonlyMap<string, readonly string[]>;

export interface LanguageResources {
  tokenizer: JapaneseTokenizer;
  englishLexicon: EnglishLexicon;
  /** Time taken to load both dictionaries, in milliseconds. */
  loadMs: number;
}

let loading: Promise<LanguageResources> | undefined;
let sharedBuffers: Promise<SharedDictionary> | undefined;

/** In a pool worker: build the tokenizer on the pool's shared dictionary instead of loading one. */
export function useSharedDictionary(buffers: Promise<SharedDictionary>): void {
  sharedBuffers = buffers;
}

/**
 * Loads kuromoji's IPADIC (shipped inside its npm package) and compromise's English lexicon once
 * per thread. Nothing is fetched: both dictionaries are files in node_modules.
 */
export function loadLanguageResources(): Promise<LanguageResources> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<LanguageResources> {
  const started = performance.now();
  const [tokenizer, englishLexicon] = await Promise.all([loadTokenizer(), loadEnglishLexicon()]);
  return { tokenizer, englishLexicon, loadMs: performance.now() - started };
}

/** Outside a pool the thread decompresses the dictionary itself, into the same compact form. */
async function loadTokenizer(): Promise<JapaneseTokenizer> {
  return tokenizerFromShared(await (sharedBuffers ?? loadSharedDictionary()));
}

async function loadEnglishLexicon(): Promise<EnglishLexicon> {
  const { default: nlp } = await import('compromise/two');
  const model = nlp.model() as { one: { lexicon: Record<string, string | string[]> } };
  const lexicon = new Map<string, readonly string[]>();
  for (const [word, tags] of Object.entries(model.one.lexicon))
    lexicon.set(word, typeof tags === 'string' ? [tags] : tags);
  const { givenNames, surnames } = loadEnglishNameLists();
  // Tens of thousands of words share a handful of tag lists: share the arrays too.
  const shared = new Map<string, readonly string[]>();
  const tag = (word: string, added: string) => {
    const tags = [...(lexicon.get(word) ?? []), added];
    const key = tags.join(' ');
    if (!shared.has(key)) shared.set(key, tags);
    lexicon.set(word, shared.get(key)!);
  };
  for (const name of givenNames) tag(name, 'GivenName');
  for (const name of surnames) tag(name, 'Surname');
  return lexicon;
}
