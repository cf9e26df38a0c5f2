/**
 * Remembers a check's answers for the values it has seen: a list repeats its dates and its
 * departments' phone numbers, and parsing one costs microseconds (luxon, libphonenumber-js).
 * Forgets everything when full, so memory stays bounded on a file of distinct values.
 */
export function memoise(
  check: (value: string) => boolean,
  limit = 10_000,
): (value: string) => boolean {
  const seen = new Map<string, boolean>();
  return (value) => {
    const known = seen.get(value);
    if (known !== undefined) return known;
    const answer = check(value);
    if (seen.size >= limit) seen.clear();
    seen.set(value, answer);
    return answer;
  };
}
