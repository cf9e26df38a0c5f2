import { canonicalFormat, starsOfFormat, unknownFormatStars } from './openness-table.js';

export interface FormatStars {
  /** The format as the stars table names it; undefined when neither the URL nor the field tells. */
  format: string | undefined;
  stars: number;
}

/**
 * Openness stars of a resource's format, in ckanext-qa's order of trust: the URL's file extension
 * first (a publisher's format field is often wrong or a landing page's), then the format field;
 * 1 star when neither names a known format. ckanext-qa also sniffs the downloaded bytes first; we
 * score from the working copy alone, without a download.
 */
export function formatStars(formatField: string, url: string): FormatStars {
  const fromUrl = urlExtension(url);
  const format =
    (fromUrl === undefined ? undefined : canonicalFormat(fromUrl)) ?? canonicalFormat(formatField);
  return { format, stars: format === undefined ? unknownFormatStars : starsOfFormat(format) };
}

/** The last extension of a URL's path (`csv` of `…/list.csv?x=1`), or undefined. */
export function urlExtension(url: string): string | undefined {
  let end = url.length;
  const query = url.indexOf('?');
  if (query >= 0) end = query;
  const fragment = url.indexOf('#');
  if (fragment >= 0 && fragment < end) end = fragment;
  // The path starts at the first slash after the host: a dot before it is the host's.
  const schemeEnd = url.indexOf('://');
  const pathStart = schemeEnd >= 0 ? url.indexOf('/', schemeEnd + 3) : -1;
  if (schemeEnd >= 0 && (pathStart < 0 || pathStart >= end)) return undefined;
  const slash = url.lastIndexOf('/', end - 1);
  const dot = url.lastIndexOf('.', end - 1);
  // A dot before the last slash is a folder's, not the file's.
  if (dot <= slash + 1 || dot >= end - 1 || slash < pathStart) return undefined;
  return url.slice(dot + 1, end);
}
