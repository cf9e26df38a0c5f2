import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  chunks: AsyncIterable<Uint8Array>;
  /** Stored as it is, not deflated again: a file that is compressed already (an XLSX). */
  stored?: boolean;
}

/**
 * Streams a zip of the entries one after another, deflating as the chunks arrive (the fastest
 * level: CSV still shrinks about fivefold): nothing but
 * the chunk in hand and the compressor's window is held in memory.
 */
export async function* zipFiles(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let done = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      ready.push(chunk);
      if (final) done = true;
    }
  });
  const drain = function* () {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  };
  for (const entry of entries) {
    const file = entry.stored
      ? new ZipPassThrough(entry.name)
      : new ZipDeflate(entry.name, { level: 1 });
    file.mtime = new Date();
    zip.add(file);
    for await (const chunk of entry.chunks) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
  if (!done) throw new Error('The zip did not finish');
}
