import table from './update-frequencies.json' with { type: 'json' };

/**
 * The period of an update frequency: days within which the data should change again; `none` for
 * a frequency without one (irregular, as needed, no more updates); `unknown` for text we cannot
 * read. Neither of the last two is ever judged stale.
 */
export type FrequencyPeriod = number | 'none' | 'unknown';

const periods: ReadonlyMap<string, number | null> = new Map(Object.entries(table.periods));

// Compiled once: "年4回", "2年毎", "3か月ごと", "月2回", "週1回".
const timesAYear = /^年(\d{1,3})回$/;
const everyNYears = /^(\d{1,2})年(?:毎|ごと|に1回)$/;
const everyNMonths = /^(\d{1,2})(?:か月|ヶ月|カ月|ヵ月|ケ月)(?:毎|ごと|に1回)$/;
const timesAMonth = /^月(\d{1,2})回$/;
const timesAWeek = /^週(\d{1,2})回$/;
/** Words around the frequency that do not change it: "毎月更新", "年1回程度", "毎年（予定）". */
const noise = /更新|程度|予定|頃|ごろ|[()（）\s]/g;

/** The same few frequency spellings recur across a catalogue: each is read once. */
const cache = new Map<string, FrequencyPeriod>();
const cacheLimit = 1000;

export function frequencyPeriod(value: string | null): FrequencyPeriod {
  if (value === null) return 'unknown';
  const cached = cache.get(value);
  if (cached !== undefined) return cached;
  const period = readPeriod(value);
  if (cache.size < cacheLimit) cache.set(value, period);
  return period;
}

function readPeriod(value: string): FrequencyPeriod {
  const normalised = value.normalize('NFKC').trim().toLowerCase();
  if (!normalised) return 'unknown';
  const known = lookUp(normalised) ?? lookUp(lastSegment(normalised));
  if (known !== undefined) return known;
  const bare = normalised.replace(noise, '');
  return lookUp(bare) ?? countedPeriod(bare) ?? 'unknown';
}

function lookUp(key: string): FrequencyPeriod | undefined {
  const days = periods.get(key);
  if (days === undefined) return undefined;
  return days === null ? 'none' : days;
}

/** The last part of a vocabulary URI (…/frequency/ANNUAL, …/frequency#monthly). */
function lastSegment(value: string): string {
  if (!value.includes('://')) return value;
  return value.slice(Math.max(value.lastIndexOf('/'), value.lastIndexOf('#')) + 1);
}

function countedPeriod(value: string): number | undefined {
  let match = timesAYear.exec(value);
  if (match) return Math.max(1, Math.round(366 / Number(match[1])));
  match = everyNYears.exec(value);
  if (match) return 366 * Number(match[1]);
  match = everyNMonths.exec(value);
  if (match) return 31 * Number(match[1]);
  match = timesAMonth.exec(value);
  if (match) return Math.max(1, Math.round(31 / Number(match[1])));
  match = timesAWeek.exec(value);
  if (match) return Math.max(1, Math.round(7 / Number(match[1])));
  return undefined;
}
