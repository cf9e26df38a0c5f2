import { readCkanJson } from '#server/engines/metadata/ckan-json.js';
import { readDcatJsonLd } from '#server/engines/metadata/dcat-jsonld.js';
import {
  MetadataFormatError,
  type MetadataRecord,
} from '#server/engines/metadata/metadata-record.js';
import { AppError } from '#server/lib/app-error.js';
import { pathsWithUnstorableText } from '#server/lib/paths-with-unstorable-text.js';

/** Whether an upload is JSON (CKAN JSON, JSON Lines or DCAT JSON-LD) rather than a CSV. */
export function looksLikeJson(bytes: Uint8Array): boolean {
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[start]!)) start += 1;
  return bytes[start] === 0x7b || bytes[start] === 0x5b;
}

/** Reads a metadata file: DCAT JSON-LD when it has an @context, else CKAN JSON / JSON Lines. */
export async function readMetadataFile(
  bytes: Uint8Array,
): Promise<{ format: 'ckan-jsonl' | 'dcat-jsonld'; records: MetadataRecord[] }> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('invalid-argument', 'Metadata files are UTF-8', { reason: 'csv.encoding' });
  }
  try {
    const read = text.includes('"@context"')
      ? { format: 'dcat-jsonld' as const, records: await readDcatJsonLd(text) }
      : { format: 'ckan-jsonl' as const, records: readCkanJson(text) };
    // JSON may escape a NUL or half a surrogate pair, which PostgreSQL cannot store.
    const unstorable = pathsWithUnstorableText(read.records)[0];
    if (unstorable !== undefined)
      throw new MetadataFormatError(
        'holds a NUL or broken character',
        Number(unstorable.split('.')[0]) + 1,
      );
    return read;
  } catch (error) {
    if (!(error instanceof MetadataFormatError)) throw error;
    throw new AppError('invalid-argument', error.message, {
      reason: 'metadata.invalid',
      line: error.record ?? 0,
    });
  }
}
