import type { ErrorDict } from './action-errors.js';
import { guessMimetype, unifiedResourceFormat } from './formats.js';

/** A resource after CKAN's default_resource_schema, ready to save. */
export interface CleanResource {
  id?: string;
  /** Which column keys the input carried with a value: columns it left out are cleared on save. */
  given: Set<string>;
  /** Every key of the input, null or not. */
  present: Set<string>;
  values: Record<string, unknown>;
  extras: Record<string, unknown>;
}

const columns = [
  'url',
  'description',
  'format',
  'hash',
  'name',
  'resource_type',
  'url_type',
  'mimetype',
  'mimetype_inner',
  'cache_url',
  'size',
  'created',
  'last_modified',
  'cache_last_updated',
] as const;
const ignored = new Set([
  'package_id',
  'state',
  'position',
  'extras',
  'revision_timestamp',
  'tracking_summary',
  'metadata_modified',
]);
const dateKeys = new Set(['created', 'last_modified', 'cache_last_updated']);

export function textValue(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

/** isodate: ISO dates of the forms CKAN's date_str_to_datetime reads; naive UTC out. */
export function isoDate(value: string): string | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      value.trim(),
    );
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = match;
  const date = new Date(
    `${y}-${mo}-${d}T${h}:${mi}:${s}.${(fraction || '0').padEnd(3, '0').slice(0, 3)}${zone && zone !== 'Z' ? zone : 'Z'}`,
  );
  if (Number.isNaN(date.getTime())) return undefined;
  const micros = fraction ? fraction.padEnd(6, '0') : '';
  const base = date.toISOString().slice(0, 19);
  return micros && micros !== '000000' ? `${base}.${micros}` : base;
}

/** default_resource_schema: returns the cleaned resource and its field errors ({} when fine). */
export function validateResource(input: Record<string, unknown>): {
  clean: CleanResource;
  errors: ErrorDict;
} {
  const errors: Record<string, string[]> = {};
  const values: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  const given = new Set<string>();
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);

  let id: string | undefined;
  if (input.id !== undefined && input.id !== null && input.id !== '') {
    id = textValue(input.id);
    if (/[^0-9a-zA-Z _-]/.test(id)) add('id', 'Invalid characters in resource id');
    if (id.length < 7 || id.length > 100) add('id', 'Invalid length for resource id');
  }
  for (const key of columns) {
    if (!(key in input)) continue;
    const raw = input[key];
    if (raw === undefined || raw === null) continue; // ignore_missing
    given.add(key);
    if (key === 'size') {
      const number =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && raw.trim()
            ? Number(raw)
            : Number.NaN;
      if (typeof raw === 'string' && !raw.trim()) values.size = null;
      else if (!Number.isInteger(number)) add('size', 'Invalid integer');
      else values.size = number;
    } else if (dateKeys.has(key)) {
      const date = raw === '' ? null : isoDate(textValue(raw));
      if (date === undefined) add(key, 'Date format incorrect');
      else values[key] = date;
    } else if (key === 'url') {
      values.url = textValue(raw).trim();
    } else {
      values[key] = textValue(raw);
    }
  }
  // if_empty_guess_format: only for resources without an id, then clean_format.
  if (!values.format && !id && typeof values.url === 'string' && values.url) {
    const guessed = guessMimetype(values.url);
    if (guessed) {
      values.format = guessed;
      given.add('format');
    }
  }
  if (typeof values.format === 'string' && values.format)
    values.format = unifiedResourceFormat(values.format);
  for (const [key, value] of Object.entries(input)) {
    if (key === 'id' || ignored.has(key) || (columns as readonly string[]).includes(key)) continue;
    extras[key] = value;
  }
  return {
    clean: { ...(id ? { id } : {}), given, present: new Set(Object.keys(input)), values, extras },
    errors,
  };
}
