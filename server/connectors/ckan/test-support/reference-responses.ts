import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#server/lib/project-root.js';

/**
 * The recorded CKAN 2.10.4 answers (a copy of the team's recordings, kept with the tests so that
 * they run on any clone). CKAN_REFERENCE_DIR points the tests at another recording.
 */
export const referenceDir: string =
  process.env.CKAN_REFERENCE_DIR && existsSync(process.env.CKAN_REFERENCE_DIR)
    ? process.env.CKAN_REFERENCE_DIR
    : path.join(projectRoot, 'server/connectors/ckan/test-support/recorded/ckan-2.10-responses');

export type Caller = 'none' | 'admin' | 'user' | 'bad';

export interface RecordedResponse {
  /** File name without extension, e.g. "error_409_duplicate_name". */
  name: string;
  status: number;
  caller: Caller;
  /** The action called, e.g. "package_show". */
  action: string;
  /** GET parameters of the recorded request, when it was a GET with a query string. */
  query: URLSearchParams | undefined;
  /** Free text of the index after the action, e.g. "(multipart upload)". */
  note: string;
  /** The parsed JSON body (a bare string for CKAN's 400 answers). */
  body: unknown;
  /** The body as recorded. */
  text: string;
}

/** Every entry of _index.txt with its recorded body. */
export function loadRecordedResponses(dir = referenceDir): RecordedResponse[] {
  if (!dir) return [];
  const lines = readFileSync(path.join(dir, '_index.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  const indexed = lines.map((line) => {
    const [name = '', status = '', caller = '', ...rest] = line.trim().split(/\s+/);
    const request = rest.join(' ');
    const [, action = request, tail = ''] = /^([a-z_]+)(.*)$/.exec(request) ?? [];
    const query = tail.startsWith('?') ? new URLSearchParams(tail.slice(1)) : undefined;
    const file = path.join(dir, `${name}.json`);
    const text = existsSync(file)
      ? readFileSync(file, 'utf8')
      : httpBody(path.join(dir, `${name}.http`));
    return {
      name,
      status: Number(status),
      caller: caller as Caller,
      action,
      query,
      note: query ? '' : tail.trim(),
      body: JSON.parse(text) as unknown,
      text,
    };
  });
  return [...indexed, ...unindexedResponses(dir, new Set(indexed.map((entry) => entry.name)))];
}

/**
 * Raw HTTP recordings the index does not list (error_bad_token_write.http): the status comes
 * from the status line, the action from the help URL, the caller from the name.
 */
function unindexedResponses(dir: string, indexed: Set<string>): RecordedResponse[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.http') && !indexed.has(file.replace(/\.http$/, '')))
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const text = httpBody(path.join(dir, file));
      const body = JSON.parse(text) as { help?: string };
      return {
        name: file.replace(/\.http$/, ''),
        status: Number(/^HTTP\/[\d.]+ (\d{3})/.exec(raw)?.[1] ?? 0),
        caller: file.includes('bad_token') ? 'bad' : 'none',
        action:
          new URL(body.help ?? 'http://x/?name=unknown').searchParams.get('name') ?? 'unknown',
        query: undefined,
        note: '',
        body,
        text,
      };
    });
}

/** The no-solr/ answers: file name → parsed body. */
export function loadNoSolrResponses(
  dir = referenceDir,
): { name: string; text: string; body: unknown }[] {
  if (!dir) return [];
  const folder = path.join(dir, 'no-solr');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      return { name: file.replace(/\.json$/, ''), text, body: JSON.parse(text) as unknown };
    });
}

function httpBody(file: string): string {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  return raw.slice(split).trim();
}
