import { createReadStream, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type { JapaneseTokenizer } from './japanese-tokenizer.js';
import { useFastLookups } from './kuromoji-fast-lookups.js';

/** The IPADIC files, decompressed into memory that every worker thread can read. */
export interface SharedDictionary {
  files: Record<string, SharedArrayBuffer>;
  /**
   * kuromoji's target map (surface trie id → token ids) as two flat arrays: ids of key k are
   * values[offsets[k] .. offsets[k+1]). kuromoji builds it as an object of 325 000 arrays (~80 MB
   * of heap and ~0.3 s per thread); this form is 3 MB, shared.
   */
  targetOffsets: SharedArrayBuffer;
  targetValues: SharedArrayBuffer;
}

const targetMapFile = 'tid_map.dat.gz';

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
    const buffers = await Promise.all(
      files.map((file) => inflateIntoSharedMemory(path.join(dictionaryDirectory, file))),
    );
    const all = Object.fromEntries(files.map((file, index) => [file, buffers[index]!]));
    const { [targetMapFile]: targetMap, ...rest } = all;
    if (!targetMap) throw new Error(`${targetMapFile} is missing from ${dictionaryDirectory}.`);
    return { files: rest, ...compactTargetMap(targetMap) };
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

/** Reads kuromoji's serialized target map: count, then (key, size, ids…) with ascending keys. */
function compactTargetMap(
  buffer: SharedArrayBuffer,
): Pick<SharedDictionary, 'targetOffsets' | 'targetValues'> {
  const words = new Int32Array(buffer, 0, Math.floor(buffer.byteLength / 4));
  const keyCount = words[0]!;
  let maxKey = 0;
  let valueCount = 0;
  for (let position = 1, seen = 0; seen < keyCount; seen++) {
    maxKey = Math.max(maxKey, words[position]!);
    valueCount += words[position + 1]!;
    position += 2 + words[position + 1]!;
  }
  const targetOffsets = new SharedArrayBuffer((maxKey + 2) * 4);
  const targetValues = new SharedArrayBuffer(valueCount * 4);
  const offsets = new Int32Array(targetOffsets);
  const values = new Int32Array(targetValues);
  let written = 0;
  let nextKey = 0;
  for (let position = 1, seen = 0; seen < keyCount; seen++) {
    const key = words[position]!;
    const size = words[position + 1]!;
    while (nextKey <= key) offsets[nextKey++] = written;
    values.set(words.subarray(position + 2, position + 2 + size), written);
    written += size;
    position += 2 + size;
  }
  while (nextKey <= maxKey + 1) offsets[nextKey++] = written;
  return { targetOffsets, targetValues };
}

// Handed to kuromoji's loader instead of the real map: an empty map it parses instantly.
const emptyTargetMap = new Int32Array([0]).buffer;

type Callback = (error: Error | null, value?: unknown) => void;
interface DictionaryLoaderInstance {
  load(callback: (error: Error | null, dictionaries: unknown) => void): void;
}

/** Builds a kuromoji tokenizer from shared buffers with kuromoji's own loader and tokenizer. */
export function tokenizerFromShared(dictionary: SharedDictionary): Promise<JapaneseTokenizer> {
  const DictionaryLoader = require(
    path.join(kuromojiRoot, 'src/loader/DictionaryLoader.js'),
  ) as new (dicPath: string) => DictionaryLoaderInstance;
  const Tokenizer = require(path.join(kuromojiRoot, 'src/Tokenizer.js')) as new (
    dictionaries: unknown,
  ) => JapaneseTokenizer;
  const loader = new DictionaryLoader('shared');
  // The loader calls this unbound, once per file name.
  (
    loader as unknown as { loadArrayBuffer: (file: string, callback: Callback) => void }
  ).loadArrayBuffer = (file, callback) => {
    const name = path.basename(file);
    const buffer = name === targetMapFile ? emptyTargetMap : dictionary.files[name];
    if (buffer) callback(null, buffer);
    else
      callback(
        new Error(`Dictionary file ${path.basename(file)} is missing from the shared dictionary.`),
      );
  };
  return new Promise((resolve, reject) => {
    loader.load((error, dictionaries) => {
      if (error) return reject(error);
      // kuromoji's own lattice builder would read the (empty) target map: ours reads the flat one.
      const tokenizer = new Tokenizer(dictionaries);
      useFastLookups(
        tokenizer,
        new Int32Array(dictionary.targetOffsets),
        new Int32Array(dictionary.targetValues),
      );
      resolve(tokenizer);
    });
  });
}
