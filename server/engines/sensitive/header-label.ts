const uriHeader = /^(?:https?:\/\/|urn:)\S+$/i;

/**
 * The label of a header cell. Some municipalities head the columns of Japan's recommended datasets
 * with vocabulary URIs (https://schema.org/name, …/telephone, ic:住所 in a #fragment): the last
 * path segment or the fragment is the label.
 */
export function headerLabel(header: string): string {
  const trimmed = header.trim();
  if (!uriHeader.test(trimmed)) return trimmed;
  let decoded = trimmed;
  try {
    decoded = decodeURIComponent(trimmed);
  } catch {
    // A stray % is kept as it is.
  }
  const segments = decoded
    .replace(/[?].*$/, '')
    .split(/[/#]/)
    .filter(Boolean);
  return segments.at(-1) ?? trimmed;
}
