import { createReadStream, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type { JapaneseTokenizer } from './language-resources.js';

/** The IPADIC files, decompressed into memory that every worker thread can read. */
export type SharedDictionary = Record<string, SharedArrayBuffer>;

const require = createRequire(import.meta.url);
const kuromojiRoot = path.dirname(require.resolve('@sglkc/kuromoji/package.json'));
export const dictionaryDirectory = path.join(kuromojiRoot, 'dict');

let loading: Promise<SharedDictionary> | undefined;

/**
 * Decompresses the dictionary once per process (~100 MB) into SharedArrayBuffers. Each worker
 * then builds its tokenizer on views of the same memory instead of its own copy, which halves the
 * memory of a two-worker pool and spares each worker the decompression.
 */
export function loadSharedDictionary(): Promise<SharedDictionary> {
  loading ??= (async () => {
    const files = readdirSync(dictionaryDirectory).filter((file) => file.endsWith('.dat.gz'));
    const buffers = await Promise.all(files.map((file) => inflateIntoSharedMemory(path.join(dictionaryDirectory, file))));
    return Object.fromEntries(files.map((file, index) => [file, buffers[index]!]));
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * gzip's trailer holds the uncompressed size: inflate straight into shared memory, chunk by chunk,
 * so the process never holds a second, private copy (freed memory is not always given back).
 */
async function inflateIntoSharedMemory(file: string): Promise<SharedArrayBuffer> {
  const handle = await open(file);
  let size: number;
  try {
    const { size: compressedSize } = await handle.stat();
    const trailer = Buffer.alloc(4);
    await handle.read(trailer, 0, 4, compressedSize - 4);
    size = trailer.readUInt32LE(0);
  } finally {
    await handle.close();
  }
  const buffer = new SharedArrayBuffer(size);
  const target = new Uint8Array(buffer);
  let offset = 0;
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    target.set(chunk, offset);
    offset += chunk.length;
  }
  return buffer;
}

type Callback = (error: Error | null, value?: unknown) => void;
interface DictionaryLoaderInstance {
  load(callback: (error: Error | null, dictionaries: unknown) => void): void;
}

/** Builds a kuromoji tokenizer from shared buffers with kuromoji's own loader and tokenizer. */
export function tokenizerFromShared(buffers: SharedDictionary): Promise<JapaneseTokenizer> {
  const DictionaryLoader = require(path.join(kuromojiRoot, 'src/loader/DictionaryLoader.js')) as new (dicPath: string) => DictionaryLoaderInstance;
  const Tokenizer = require(path.join(kuromojiRoot, 'src/Tokenizer.js')) as new (dictionaries: unknown) => JapaneseTokenizer;
  const loader = new DictionaryLoader('shared');
  // The loader calls this unbound, once per file name.
  (loader as unknown as { loadArrayBuffer: (file: string, callback: Callback) => void }).loadArrayBuffer = (file, callback) => {
    const buffer = buffers[path.basename(file)];
    if (buffer) callback(null, buffer);
    else callback(new Error(`Dictionary file ${path.basename(file)} is missing from the shared dictionary.`));
  };
  return new Promise((resolve, reject) => {
    loader.load((error, dictionaries) => (error ? reject(error) : resolve(new Tokenizer(dictionaries))));
  });
}
