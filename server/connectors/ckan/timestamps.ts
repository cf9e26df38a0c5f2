/**
 * CKAN writes `metadata_modified` and friends as naive ISO timestamps in UTC
 * ("2026-11-21T19:39:02.208254"), while its search index (package_search with `fl`) answers
 * Solr dates with a zone and millisecond precision ("2026-11-21T19:39:02.208Z"). These helpers
 * read both and give one comparable form.
 */

const timestampPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses a CKAN timestamp; one without a zone is UTC. Precision beyond milliseconds is truncated. */
export function parseCkanTimestamp(value: string): Date {
  const match = timestampPattern.exec(value.trim());
  if (!match) throw new RangeError(`Not a CKAN timestamp: ${JSON.stringify(value)}`);
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const milliseconds = Number(fraction.slice(0, 3).padEnd(3, '0'));
  let epoch = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    milliseconds,
  );
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    epoch -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  }
  const date = new Date(epoch);
  if (Number.isNaN(date.getTime()))
    throw new RangeError(`Not a CKAN timestamp: ${JSON.stringify(value)}`);
  return date;
}

/**
 * One canonical form ("2026-11-21T19:39:02.208Z", UTC, milliseconds) for comparing a stamp from
 * package_show with one from package_search: the search index only keeps milliseconds.
 */
export function normaliseCkanTimestamp(value: string): string {
  return parseCkanTimestamp(value).toISOString();
}
