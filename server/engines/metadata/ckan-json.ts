import { MetadataFormatError, ZMetadataRecord, type MetadataRecord } from './metadata-record.js';

/**
 * CKAN JSON Lines: one package_show-shaped object per line (tags and groups as `{name}` objects,
 * extras as `{key, value}`), so CKAN tools and scripts read each line as they read package_show.
 */
export async function* writeCkanJsonLines(
  records: AsyncIterable<MetadataRecord> | Iterable<MetadataRecord>,
): AsyncGenerator<string> {
  for await (const record of records) yield `${JSON.stringify(ckanPackageOf(record))}\n`;
}

export function ckanPackageOf(record: MetadataRecord) {
  return {
    name: record.name,
    title: record.title,
    notes: record.notes,
    tags: record.tags.map((name) => ({ name })),
    license_id: record.license_id,
    owner_org: record.owner_org,
    url: record.url,
    maintainer: record.maintainer,
    groups: record.groups.map((name) => ({ name })),
    extras: record.extras,
    ...(record.private === undefined ? {} : { private: record.private }),
    num_resources: record.resources.length,
    resources: record.resources.map((resource) => ({ ...resource })),
  };
}

/**
 * Reads CKAN JSON in the shapes people have: JSON Lines, one package object, an array of them,
 * or an API answer (`{success, result}` of package_show or package_search). Each package becomes a
 * record; a malformed one is refused with its number and what is wrong.
 */
export function readCkanJson(text: string): MetadataRecord[] {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) throw new MetadataFormatError('The file is empty');
  let packages: unknown[];
  try {
    packages = packagesOf(JSON.parse(trimmed));
  } catch (error) {
    if (error instanceof MetadataFormatError) throw error;
    // Not one JSON value: JSON Lines, one package per non-blank line.
    packages = trimmed
      .split(/\r?\n/)
      .map((line, index) => ({ line: line.trim(), number: index + 1 }))
      .filter(({ line }) => line !== '')
      .map(({ line, number }) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          throw new MetadataFormatError(`Line ${number} is not valid JSON`);
        }
      });
  }
  return packages.map((value, index) => recordOfCkanPackage(value, index + 1));
}

function packagesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('success' in object && ('result' in object || 'error' in object)) {
      if (object.success !== true) throw new MetadataFormatError('The API answer is an error');
      const result = object.result as Record<string, unknown> | unknown[];
      if (Array.isArray(result)) return result;
      if (result && Array.isArray((result as { results?: unknown }).results))
        return (result as { results: unknown[] }).results;
      return [result];
    }
    return [object];
  }
  throw new MetadataFormatError('The file holds no CKAN package');
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((item) =>
          typeof item === 'string' ? item : text((item as { name?: unknown } | null)?.name),
        )
        .filter(Boolean)
    : [];

export function recordOfCkanPackage(value: unknown, number: number): MetadataRecord {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new MetadataFormatError('is not a JSON object', number);
  }
  const pkg = value as Record<string, unknown>;
  if (typeof pkg.name !== 'string' || pkg.name.trim() === '') {
    throw new MetadataFormatError('has no name', number);
  }
  if (pkg.resources !== undefined && !Array.isArray(pkg.resources)) {
    throw new MetadataFormatError('resources is not a list', number);
  }
  const organization = pkg.organization as { name?: unknown } | null | undefined;
  const resources = ((pkg.resources as unknown[] | undefined) ?? []).map((item, index) => {
    const resource = (item ?? {}) as Record<string, unknown>;
    const size =
      resource.size === null || resource.size === '' ? null : Number(resource.size ?? NaN);
    return {
      id: text(resource.id),
      name: text(resource.name),
      url: text(resource.url),
      description: text(resource.description),
      format: text(resource.format),
      size: Number.isFinite(size) ? size : null,
      created: text(resource.created) || null,
      last_modified: text(resource.last_modified) || null,
      position: typeof resource.position === 'number' ? resource.position : index,
    };
  });
  const parsed = ZMetadataRecord.safeParse({
    name: pkg.name.trim(),
    title: text(pkg.title),
    notes: text(pkg.notes),
    tags: names(pkg.tags),
    license_id: text(pkg.license_id),
    // package_show gives owner_org as an id and the organization object with its name.
    owner_org: text(pkg.owner_org) || text(organization?.name),
    url: text(pkg.url),
    maintainer: text(pkg.maintainer),
    groups: names(pkg.groups),
    extras: Array.isArray(pkg.extras)
      ? (pkg.extras as { key?: unknown; value?: unknown }[]).map((extra) => ({
          key: text(extra?.key),
          value: text(extra?.value),
        }))
      : [],
    private: flag(pkg.private),
    resources,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new MetadataFormatError(`${issue.path.join('.')}: ${issue.message}`, number);
  }
  return parsed.data;
}

/** CKAN's `private` as JSON gives it (true, or "True" from older exports); anything else: unset. */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  return undefined;
}
