import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';

/**
 * One entry of a zip, inflated as a stream of chunks: a sheet of 150,000 rows is tens of MB of
 * XML, and it is never held whole. Yields nothing when the zip has no such entry. yauzl checks
 * that the entry inflates to the size its directory says, so a crafted zip cannot inflate on.
 */
export async function* inflateEntry(zip: Uint8Array, name: string): AsyncGenerator<Uint8Array> {
  const zipfile = await fromBufferPromise(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), {
    lazyEntries: true,
  });
  try {
    const entry = await findEntry(zipfile, name);
    if (!entry) return;
    for await (const chunk of await zipfile.openReadStreamPromise(entry)) yield chunk as Uint8Array;
  } finally {
    zipfile.close();
  }
}

function findEntry(zipfile: ZipFile, name: string): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    zipfile.on('entry', (entry: Entry) => {
      if (entry.fileName === name) resolve(entry);
      else zipfile.readEntry();
    });
    zipfile.on('end', () => resolve(null));
    zipfile.on('error', reject);
    zipfile.readEntry();
  });
}
