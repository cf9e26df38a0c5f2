import { packageJson } from '../store/dictize.js';
import { SearchError, SearchQueryError, ValidationError } from './action-errors.js';
import { canReadDataset } from './authz.js';
import { cachedSearch } from './cached-search.js';
import type { ActionContext, ActionData } from './context.js';
import { RawJson } from './raw-json.js';
import {
  matches,
  score,
  searchDocument,
  storedField,
  type SearchDocument,
} from './search-index.js';
import { parseSolrQuery, QuerySyntaxError, type QueryNode } from './solr-query.js';

/** ckan.search.rows_max */
export const rowsMax = 1000;
const defaultSort = 'score desc, metadata_modified desc';
const validSolrParameters = new Set([
  'q',
  'fl',
  'fq',
  'rows',
  'sort',
  'start',
  'wt',
  'qf',
  'bf',
  'boost',
  'facet',
  'facet.mincount',
  'facet.limit',
  'facet.field',
  'extras',
  'fq_list',
  'defType',
  'mm',
  'tie',
  'df',
  'q.op',
]);
const controlParameters = new Set([
  'include_private',
  'include_drafts',
  'include_deleted',
  'use_default_schema',
  'callback',
]);
const sortable: Record<string, (document: SearchDocument) => string | number> = {
  // CKAN's own stamps (microseconds, never repeated by the clock), not Solr's milliseconds: two
  // writes in one millisecond still sort in the order they happened, so answers do not depend on
  // how fast the machine is.
  metadata_modified: (d) => d.dataset.metadata_modified,
  metadata_created: (d) => d.dataset.metadata_created,
  name: (d) => d.dataset.name,
  title_string: (d) => d.dataset.title ?? '',
  id: (d) => d.dataset.id,
  num_resources: (d) => d.dataset.resources.length,
  num_tags: (d) => d.dataset.tags.length,
};

const truthy = (value: unknown) =>
  value === true ||
  (typeof value === 'string' && ['true', 'yes', 't', 'y', '1', 'on'].includes(value.toLowerCase()));

function naturalNumber(
  data: ActionData,
  key: string,
  fallback: number | undefined,
): number | undefined {
  const value = data[key];
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new ValidationError({ [key]: ['Invalid integer'] });
  if (number < 0) throw new ValidationError({ [key]: ['Must be a natural number'] });
  return number;
}

function parse(text: string): QueryNode {
  try {
    return parseSolrQuery(text);
  } catch (error) {
    if (error instanceof QuerySyntaxError)
      throw new SearchError(
        `SOLR returned an error running query: org.apache.solr.search.SyntaxError: ${error.message}`,
      );
    throw error;
  }
}

function parseSort(sort: string): [string, 1 | -1][] {
  return sort.split(',').map((part) => {
    const [field = '', direction = ''] = part.trim().split(/\s+/);
    if (direction !== 'asc' && direction !== 'desc')
      throw new SearchQueryError('Invalid "sort" parameter');
    if (field !== 'score' && !(field in sortable))
      throw new SearchError(
        `SOLR returned an error running query: sort param field can't be found: ${field}`,
      );
    return [field, direction === 'asc' ? 1 : -1];
  });
}

function facetFields(data: ActionData): string[] {
  const raw = data['facet.field'];
  if (raw === undefined) return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
  }
  if (!Array.isArray(value)) throw new ValidationError({ 'facet.field': ['Not a list'] });
  return value.map(String);
}

export function packageSearch(context: ActionContext, data: ActionData): RawJson {
  const { store, user } = context;
  const unknown = Object.keys(data).filter(
    (key) =>
      !validSolrParameters.has(key) && !controlParameters.has(key) && !key.startsWith('ext_'),
  );
  const rows = Math.min(naturalNumber(data, 'rows', 10) ?? 10, rowsMax);
  const start = naturalNumber(data, 'start', 0) ?? 0;
  if (unknown.length)
    throw new SearchQueryError(
      `Invalid search parameters: [${unknown.map((key) => `'${key}'`).join(', ')}]`,
    );
  const fl =
    data.fl === undefined
      ? undefined
      : Array.isArray(data.fl)
        ? data.fl.map(String)
        : [String(data.fl)];
  const fields = fl?.length
    ? fl
        .join(' ')
        .split(/[\s,]+/)
        .filter(Boolean)
    : undefined;
  const sortText =
    typeof data.sort === 'string' && data.sort && data.sort !== 'rank' ? data.sort : defaultSort;
  const sort = parseSort(sortText);
  const qText =
    typeof data.q === 'string' && data.q.trim() && data.q !== '""' && data.q !== "''"
      ? data.q
      : '*:*';
  const fqText = [
    typeof data.fq === 'string' ? data.fq : '',
    ...(Array.isArray(data.fq_list) ? data.fq_list.map(String) : []),
  ]
    .join(' ')
    .trim();
  const q = parse(qText);
  const fq = fqText ? parse(fqText) : undefined;
  const includePrivate = truthy(data.include_private);
  const includeDrafts = truthy(data.include_drafts);
  const stateGiven = fqText.includes('+state');

  const usesScore = sort.some(([field]) => field === 'score');
  const findHits = () => {
    const hits: { document: SearchDocument; keys: (string | number)[]; order: number }[] = [];
    let order = 0;
    for (const dataset of store.datasets.values()) {
      order += 1;
      if (
        !stateGiven &&
        !(dataset.state === 'active' || (includeDrafts && dataset.state === 'draft'))
      )
        continue;
      if (dataset.private && !includePrivate) continue;
      if (
        !(dataset.state === 'active' && !dataset.private) &&
        !canReadDataset(store, user, dataset)
      )
        continue;
      const document = searchDocument(store, dataset);
      if (fq && !matches(document, fq)) continue;
      if (!matches(document, q)) continue;
      const relevance = usesScore ? score(document, q) : 0;
      // Sort keys are computed once per hit, not once per comparison.
      hits.push({
        document,
        keys: sort.map(([field]) => (field === 'score' ? relevance : sortable[field]!(document))),
        order,
      });
    }
    hits.sort((a, b) => {
      for (let index = 0; index < sort.length; index += 1) {
        const direction = sort[index]![1];
        const left = a.keys[index]!;
        const right = b.keys[index]!;
        if (left < right) return -direction;
        if (left > right) return direction;
      }
      return a.order - b.order;
    });
    return hits;
  };
  // Public datasets only and no NOW in the query: the answer depends on the data alone, so
  // paging through it (as a harvest does) sorts once rather than once per page.
  const cacheable =
    !includePrivate && !includeDrafts && !stateGiven && !(qText + fqText).includes('NOW');
  const hits = cacheable
    ? cachedSearch(store, `${qText}\n${fqText}\n${sortText}`, findHits)
    : findHits();
  const page = hits.slice(start, start + rows);
  const { facets, searchFacets } = computeFacets(
    context,
    data,
    facetFields(data),
    hits.map((hit) => hit.document),
  );

  let results: string;
  if (fields) {
    results = JSON.stringify(
      page.map(({ document }) => {
        const result: Record<string, unknown> = {};
        for (const field of fields) {
          const value = storedField(store, document, field);
          if (value === undefined) continue;
          // CKAN lifts extras_* index fields to the top level without the prefix.
          result[field.startsWith('extras_') ? field.slice('extras_'.length) : field] = value;
        }
        return result;
      }),
    );
  } else {
    results = `[${page.map(({ document }) => packageJson(store, document.dataset)).join(',')}]`;
  }
  return new RawJson(
    `{"count":${hits.length},"facets":${JSON.stringify(facets)},"results":${results},"sort":${JSON.stringify(sortText)},"search_facets":${JSON.stringify(searchFacets)}}`,
  );
}

function computeFacets(
  context: ActionContext,
  data: ActionData,
  fields: string[],
  documents: SearchDocument[],
) {
  const limit = Number(data['facet.limit'] ?? 50);
  const minimum = Number(data['facet.mincount'] ?? 1);
  const facets: Record<string, Record<string, number>> = {};
  const searchFacets: Record<
    string,
    { title: string; items: { name: string; display_name: string; count: number }[] }
  > = {};
  for (const field of fields) {
    const counts = new Map<string, number>();
    for (const document of documents) {
      const raw = document.stored[field];
      const values =
        raw === undefined ? [] : Array.isArray(raw) ? [...new Set(raw)] : [String(raw)];
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const sorted = [...counts.entries()]
      .filter(([, count]) => count >= minimum)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit < 0 ? undefined : limit);
    facets[field] = Object.fromEntries(sorted);
    const displayName = (name: string): string => {
      if (field === 'organization' || field === 'groups')
        return context.store.findGroup(name)?.title || name;
      if (field === 'license_id') return context.store.license(name)?.title ?? name;
      return name;
    };
    searchFacets[field] = {
      title: field,
      items: sorted
        .map(([name, count]) => ({ name, display_name: displayName(name), count }))
        .sort((a, b) =>
          a.display_name < b.display_name ? 1 : a.display_name > b.display_name ? -1 : 0,
        ),
    };
  }
  return { facets, searchFacets };
}
