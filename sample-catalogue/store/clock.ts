/**
 * CKAN's timestamps: naive UTC ISO with microseconds ("2026-11-21T19:39:02.208254"). The clock
 * never repeats a value, so two writes in the same millisecond still get ordered stamps, as
 * they would on a real server, and incremental harvests can rely on them.
 */
export class CkanClock {
  private lastMicros = 0;

  now(): string {
    const micros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    this.lastMicros = micros;
    return formatMicros(micros);
  }
}

export function formatMicros(micros: number): string {
  const millis = Math.floor(micros / 1000);
  const iso = new Date(millis).toISOString(); // 2026-11-21T19:39:02.208Z
  const fraction = String(micros % 1_000_000).padStart(6, '0');
  return `${iso.slice(0, 19)}.${fraction}`;
}

/** A CKAN stamp in Solr's form: UTC with a zone and at most milliseconds ("…02.208Z", "…02Z"). */
export function solrDate(stamp: string): string {
  const [seconds = '', fraction = ''] = stamp.split('.');
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  return millis === '000' ? `${seconds}Z` : `${seconds}.${millis}Z`;
}
