import type { CatalogueStore } from '../store/catalogue-store.js';
import { solrDate } from '../store/clock.js';
import { packageJson } from '../store/dictize.js';
import type { StoredDataset } from '../store/types.js';
import type { QueryNode } from './solr-query.js';

/**
 * What CKAN's Solr index holds for one dataset (lib/search/index.py), kept per dataset version.
 * String fields match exactly; text fields match case- and width-insensitively anywhere.
 */
export interface SearchDocument {
  dataset: StoredDataset;
  /** Stored fields as Solr returns them with `fl` (lists for multi-valued fields). */
  stored: Record<string, string | number | string[]>;
  /** Normalised text per text field, and `text` for all of them. */
  text: Record<string, string>;
  modifiedMs: number;
  createdMs: number;
}

export const stringFields = new Set([
  'id',
  'name',
  'owner_org',
  'organization',
  'tags',
  'groups',
  'res_format',
  'license_id',
  'capacity',
  'state',
  'dataset_type',
  'site_id',
  'entity_type',
  'creator_user_id',
  'title_string',
  'author_email',
  'maintainer_email',
]);

export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function searchDocument(store: CatalogueStore, dataset: StoredDataset): SearchDocument {
  return store.cached(dataset.id, 'search', () => {
    const organization = dataset.owner_org ? store.findGroup(dataset.owner_org, true) : undefined;
    const groups = dataset.groups
      .map((id) => store.findGroup(id, false))
      .filter((group) => group !== undefined);
    const license = store.license(dataset.license_id);
    const stored: SearchDocument['stored'] = {
      id: dataset.id,
      name: dataset.name,
      site_id: 'default',
      entity_type: 'package',
      dataset_type: dataset.type,
      state: dataset.state,
      capacity: dataset.private ? 'private' : 'public',
      metadata_created: solrDate(dataset.metadata_created),
      metadata_modified: solrDate(dataset.metadata_modified),
      num_resources: dataset.resources.length,
      num_tags: dataset.tags.length,
      tags: [...dataset.tags],
      groups: groups.map((group) => group.name),
      res_format: dataset.resources.map((resource) => resource.format ?? '').filter(Boolean),
      res_name: dataset.resources.map((resource) => resource.name ?? ''),
      res_description: dataset.resources.map((resource) => resource.description ?? ''),
      res_url: dataset.resources.map((resource) => resource.url),
      creator_user_id: dataset.creator_user_id,
    };
    const optional: Record<string, string | null | undefined> = {
      title: dataset.title,
      title_string: dataset.title,
      notes: dataset.notes,
      url: dataset.url,
      version: dataset.version,
      author: dataset.author,
      author_email: dataset.author_email,
      maintainer: dataset.maintainer,
      maintainer_email: dataset.maintainer_email,
      license_id: dataset.license_id,
      license: license?.title ?? dataset.license_id,
      owner_org: dataset.owner_org,
      organization: organization?.name,
    };
    for (const [key, value] of Object.entries(optional)) if (value) stored[key] = value;
    for (const [key, value] of Object.entries(dataset.extras)) stored[`extras_${key}`] = value;
    const text: Record<string, string> = {
      title: normalise(dataset.title ?? ''),
      notes: normalise(dataset.notes ?? ''),
      res_name: normalise((stored.res_name as string[]).join('\n')),
      res_description: normalise((stored.res_description as string[]).join('\n')),
      author: normalise(dataset.author ?? ''),
      maintainer: normalise(dataset.maintainer ?? ''),
      license: normalise(String(stored.license ?? '')),
    };
    for (const [key, value] of Object.entries(dataset.extras))
      text[`extras_${key}`] = normalise(value);
    text.text = normalise(
      [
        dataset.name,
        dataset.title,
        dataset.notes,
        dataset.tags.join(' '),
        groups.map((g) => `${g.name} ${g.title}`).join(' '),
        organization ? `${organization.name} ${organization.title}` : '',
        text.res_name,
        text.res_description,
        dataset.author,
        dataset.maintainer,
        Object.values(dataset.extras).join(' '),
        dataset.url,
      ]
        .filter(Boolean)
        .join('\n'),
    );
    return {
      dataset,
      stored,
      text,
      modifiedMs: Date.parse(stored.metadata_modified as string),
      createdMs: Date.parse(stored.metadata_created as string),
    };
  });
}

/** The `fl` projection of a document; `data_dict`/`validated_data_dict` are the dataset as JSON text. */
export function storedField(
  store: CatalogueStore,
  document: SearchDocument,
  field: string,
): unknown {
  if (field === 'data_dict' || field === 'validated_data_dict')
    return packageJson(store, document.dataset);
  return document.stored[field];
}

function wildcard(pattern: string): RegExp {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's');
}

function dateBound(value: string, fallback: number): number {
  if (value === '*') return fallback;
  if (value.startsWith('NOW')) return Date.now();
  const parsed = Date.parse(/Z$|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}

function matchesTerm(
  document: SearchDocument,
  field: string | null,
  text: string,
  phrase: boolean,
): boolean {
  const name = field ?? 'text';
  if (text === '*' && !phrase) return name === 'text' || document.stored[name] !== undefined;
  if (stringFields.has(name)) {
    const raw = document.stored[name];
    const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    if (!phrase && /[*?]/.test(text)) {
      const regex = wildcard(text);
      return values.some((value) => regex.test(value));
    }
    return values.includes(text);
  }
  if (name === 'num_resources' || name === 'num_tags')
    return String(document.stored[name]) === text;
  const haystack =
    document.text[name] ??
    (typeof document.stored[name] === 'string' ? normalise(document.stored[name] as string) : '');
  const needle = normalise(text);
  if (!phrase && /[*?]/.test(needle)) {
    const regex = new RegExp(wildcard(needle).source.slice(1, -1), 's');
    return regex.test(haystack);
  }
  // Solr splits text into words; a phrase or word matches where all its words appear in order.
  return haystack.includes(needle);
}

export function matches(document: SearchDocument, node: QueryNode): boolean {
  switch (node.kind) {
    case 'all':
      return true;
    case 'and':
      return node.items.every((item) => matches(document, item));
    case 'or':
      return node.items.some((item) => matches(document, item));
    case 'not':
      return !matches(document, node.item);
    case 'term':
      return matchesTerm(document, node.field, node.text, node.phrase);
    case 'range': {
      let value: number;
      let low: number;
      let high: number;
      if (node.field === 'metadata_modified' || node.field === 'metadata_created') {
        value = node.field === 'metadata_modified' ? document.modifiedMs : document.createdMs;
        low = dateBound(node.low, -Infinity);
        high = dateBound(node.high, Infinity);
      } else {
        const raw = document.stored[node.field];
        if (raw === undefined || Array.isArray(raw)) return false;
        if (typeof raw === 'number') {
          value = raw;
          low = node.low === '*' ? -Infinity : Number(node.low);
          high = node.high === '*' ? Infinity : Number(node.high);
        } else {
          return (
            (node.low === '*' || (node.lowInclusive ? raw >= node.low : raw > node.low)) &&
            (node.high === '*' || (node.highInclusive ? raw <= node.high : raw < node.high))
          );
        }
      }
      return (
        (node.lowInclusive ? value >= low : value > low) &&
        (node.highInclusive ? value <= high : value < high)
      );
    }
  }
}

/** Relevance for "score desc": name and title count most, then tags and groups (CKAN's qf), then any text. */
export function score(document: SearchDocument, node: QueryNode): number {
  const terms: string[] = [];
  const collect = (current: QueryNode) => {
    if (current.kind === 'term' && (current.field === null || current.field === 'text'))
      terms.push(normalise(current.text));
    if (current.kind === 'and' || current.kind === 'or') current.items.forEach(collect);
  };
  collect(node);
  let total = 0;
  for (const term of terms) {
    if (term === '*') continue;
    if (
      normalise(document.dataset.name).includes(term) ||
      (document.text.title ?? '').includes(term)
    )
      total += 4;
    if (document.dataset.tags.some((tag) => normalise(tag).includes(term))) total += 2;
    if ((document.text.text ?? '').includes(term)) total += 1;
  }
  return total;
}
