import table from './openness-stars.json' with { type: 'json' };

/** ckanext-qa's star for a format it does not know, or for a resource with no format at all. */
export const unknownFormatStars = 1;

export const opennessSource = table.source;

const starsByFormat: ReadonlyMap<string, number> = new Map(Object.entries(table.stars));

/** Lower-case spelling, extension or media type → the format's name in the stars table. */
const formatByAlias: ReadonlyMap<string, string> = new Map(Object.entries(table.aliases));

/** The stars table's name for a format field, file extension or media type; undefined if unknown. */
export function canonicalFormat(spelling: string): string | undefined {
  const key = spelling.trim().toLowerCase();
  if (!key) return undefined;
  const direct = formatByAlias.get(key.startsWith('.') ? key.slice(1) : key);
  if (direct) return direct;
  // Media types arrive with parameters: "text/csv; charset=utf-8".
  const semicolon = key.indexOf(';');
  return semicolon > 0 ? formatByAlias.get(key.slice(0, semicolon).trim()) : undefined;
}

export function starsOfFormat(format: string): number {
  return starsByFormat.get(format) ?? unknownFormatStars;
}
