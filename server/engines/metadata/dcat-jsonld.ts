import jsonld from 'jsonld';
import {
  frequencyKeys,
  MetadataFormatError,
  ZMetadataRecord,
  type MetadataRecord,
} from './metadata-record.js';

const ns = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
};

/** The context of what we write: the prefixes DCAT-AP documents use. */
export const dcatContext = {
  ...ns,
  'dcat:byteSize': { '@type': 'xsd:nonNegativeInteger' },
  'dct:issued': { '@type': 'xsd:dateTime' },
  'dct:modified': { '@type': 'xsd:dateTime' },
};

/**
 * DCAT (JSON-LD) the way ckanext-dcat's DCAT-AP profile maps a CKAN dataset: a dcat:Dataset whose
 * URI is the catalogue's dataset page, title → dct:title, notes → dct:description, tags →
 * dcat:keyword, url → dcat:landingPage, organization → dct:publisher (foaf:Agent), maintainer →
 * dcat:contactPoint (vcard), update frequency → dct:accrualPeriodicity, and each resource a
 * dcat:Distribution (name → dct:title, url → dcat:accessURL, format → dct:format, size →
 * dcat:byteSize, created → dct:issued, last_modified → dct:modified, license → dct:license).
 * Where ckanext-dcat has no place for a CKAN field we keep it so it comes back: the dataset's name
 * and each resource's id as dct:identifier, the groups as dcat:theme, the licence also on the
 * dataset (a dataset without resources keeps it). Written as one document, a dataset at a time.
 */
export async function* writeDcatJsonLd(
  records: AsyncIterable<MetadataRecord> | Iterable<MetadataRecord>,
  options: { siteUrl: string },
): AsyncGenerator<string> {
  const site = options.siteUrl.replace(/\/+$/, '');
  yield `{"@context":${JSON.stringify(dcatContext)},"@graph":[`;
  let first = true;
  for await (const record of records) {
    yield `${first ? '' : ','}\n${JSON.stringify(dcatDatasetOf(record, site))}`;
    first = false;
  }
  yield '\n]}\n';
}

const literal = (value: string) => (value ? value : undefined);

export function dcatDatasetOf(record: MetadataRecord, site: string): Record<string, unknown> {
  const datasetUri = `${site}/dataset/${encodeURIComponent(record.name)}`;
  const frequency = record.extras.find((extra) => frequencyKeys.includes(extra.key))?.value;
  const license = record.license_id ? { '@id': licenseUri(record.license_id, site) } : undefined;
  const node: Record<string, unknown> = {
    '@id': datasetUri,
    '@type': 'dcat:Dataset',
    'dct:identifier': record.name,
    'dct:title': record.title,
    'dct:description': literal(record.notes),
    'dcat:keyword': record.tags,
    'dcat:landingPage': record.url ? { '@id': record.url } : undefined,
    'dct:publisher': record.owner_org
      ? {
          '@id': `${site}/organization/${encodeURIComponent(record.owner_org)}`,
          '@type': 'foaf:Agent',
          'foaf:name': record.owner_org,
        }
      : undefined,
    'dcat:contactPoint': record.maintainer
      ? { '@type': 'vcard:Kind', 'vcard:fn': record.maintainer }
      : undefined,
    'dcat:theme': record.groups,
    'dct:accrualPeriodicity': literal(frequency ?? ''),
    'dct:license': license,
    'dcat:distribution': [...record.resources]
      .sort((a, b) => a.position - b.position)
      .map((resource) => ({
        '@id': `${datasetUri}/resource/${encodeURIComponent(resource.id)}`,
        '@type': 'dcat:Distribution',
        'dct:identifier': resource.id,
        'dct:title': resource.name,
        'dct:description': literal(resource.description),
        'dcat:accessURL': resource.url ? { '@id': resource.url } : undefined,
        'dct:format': literal(resource.format),
        'dcat:byteSize': resource.size ?? undefined,
        'dct:issued': resource.created ?? undefined,
        'dct:modified': resource.last_modified ?? undefined,
        'dct:license': license,
      })),
  };
  return JSON.parse(JSON.stringify(node)) as Record<string, unknown>;
}

/** A CKAN licence id becomes the catalogue's licence URI, and comes back as its last segment. */
const licenseUri = (id: string, site: string) =>
  /^https?:\/\//.test(id) ? id : `${site}/licenses/${encodeURIComponent(id)}`;

/** Contexts are expanded from the document alone: an import never fetches from the network. */
const noRemoteContexts = (url: string): never => {
  throw new MetadataFormatError(`The document refers to a remote JSON-LD context (${url})`);
};

type Expanded = Record<string, unknown[] | string | undefined>;

/**
 * Reads DCAT JSON-LD (any context, compacted or expanded, with or without @graph) by expanding it
 * with the jsonld library, then maps every dcat:Dataset back to a record as above.
 */
export async function readDcatJsonLd(text: string): Promise<MetadataRecord[]> {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new MetadataFormatError('The file is not valid JSON');
  }
  let expanded: Expanded[];
  try {
    expanded = (await jsonld.expand(document as jsonld.JsonLdDocument, {
      documentLoader: noRemoteContexts as never,
    })) as Expanded[];
  } catch (error) {
    if (error instanceof MetadataFormatError) throw error;
    const cause = (error as { details?: { cause?: unknown } }).details?.cause;
    if (cause instanceof MetadataFormatError) throw cause;
    throw new MetadataFormatError(`The file is not valid JSON-LD: ${(error as Error).message}`);
  }
  const nodes = expanded.flatMap((node) =>
    Array.isArray(node['@graph']) ? (node['@graph'] as Expanded[]) : [node],
  );
  const byId = new Map(nodes.filter((node) => node['@id']).map((node) => [node['@id'], node]));
  const datasets = nodes.filter((node) => typesOf(node).includes(`${ns.dcat}Dataset`));
  if (datasets.length === 0) throw new MetadataFormatError('The document holds no dcat:Dataset');
  return datasets.map((node, index) => recordOfDcatDataset(node, byId, index + 1));
}

const typesOf = (node: Expanded): string[] => (node['@type'] as string[] | undefined) ?? [];

function values(node: Expanded | undefined, property: string): unknown[] {
  return (node?.[property] as unknown[] | undefined) ?? [];
}

/** The plain value of a literal or the IRI of a reference. */
function first(node: Expanded | undefined, property: string): string {
  const [value] = values(node, property) as { '@value'?: unknown; '@id'?: string }[];
  if (!value) return '';
  return value['@value'] !== undefined ? String(value['@value']) : (value['@id'] ?? '');
}

const all = (node: Expanded, property: string) =>
  (values(node, property) as { '@value'?: unknown; '@id'?: string }[])
    .map((value) =>
      value['@value'] !== undefined ? String(value['@value']) : (value['@id'] ?? ''),
    )
    .filter(Boolean);

const lastSegment = (uri: string) =>
  decodeURIComponent(uri.replace(/\/+$/, '').split('/').pop() ?? '');

/** An embedded node, or the node its @id refers to elsewhere in the graph. */
function linked(node: Expanded, property: string, byId: Map<unknown, Expanded>): Expanded[] {
  return (values(node, property) as Expanded[]).map((value) =>
    Object.keys(value).length === 1 && value['@id'] ? (byId.get(value['@id']) ?? value) : value,
  );
}

function recordOfDcatDataset(
  node: Expanded,
  byId: Map<unknown, Expanded>,
  number: number,
): MetadataRecord {
  const id = (node['@id'] as string | undefined) ?? '';
  const name = first(node, `${ns.dct}identifier`) || lastSegment(id);
  if (!name) throw new MetadataFormatError('dcat:Dataset has no identifier', number);
  const [publisher] = linked(node, `${ns.dct}publisher`, byId);
  const [contact] = linked(node, `${ns.dcat}contactPoint`, byId);
  const distributions = linked(node, `${ns.dcat}distribution`, byId);
  const licenseOf = (target: Expanded | undefined) => {
    const uri = first(target, `${ns.dct}license`);
    return uri ? lastSegment(uri) : '';
  };
  const frequency = first(node, `${ns.dct}accrualPeriodicity`);
  const resources = distributions.map((distribution, position) => {
    const size = first(distribution, `${ns.dcat}byteSize`);
    return {
      id:
        first(distribution, `${ns.dct}identifier`) ||
        lastSegment((distribution['@id'] as string | undefined) ?? ''),
      name: first(distribution, `${ns.dct}title`),
      url:
        first(distribution, `${ns.dcat}accessURL`) || first(distribution, `${ns.dcat}downloadURL`),
      description: first(distribution, `${ns.dct}description`),
      format: first(distribution, `${ns.dct}format`),
      size: size === '' ? null : Number(size),
      created: first(distribution, `${ns.dct}issued`) || null,
      last_modified: first(distribution, `${ns.dct}modified`) || null,
      position,
    };
  });
  const parsed = ZMetadataRecord.safeParse({
    name,
    title: first(node, `${ns.dct}title`),
    notes: first(node, `${ns.dct}description`),
    tags: all(node, `${ns.dcat}keyword`),
    license_id: licenseOf(node) || licenseOf(distributions[0]),
    owner_org:
      (publisher?.['@id'] ? lastSegment(publisher['@id'] as string) : '') ||
      first(publisher, `${ns.foaf}name`),
    url: first(node, `${ns.dcat}landingPage`),
    maintainer: first(contact, `${ns.vcard}fn`),
    groups: all(node, `${ns.dcat}theme`).map((theme) =>
      /^https?:\/\//.test(theme) ? lastSegment(theme) : theme,
    ),
    extras: frequency ? [{ key: 'update_frequency', value: frequency }] : [],
    resources,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new MetadataFormatError(`${issue.path.join('.')}: ${issue.message}`, number);
  }
  return parsed.data;
}
