/**
 * Makes every string of a freshly parsed JSON value (keys included) storable in PostgreSQL, in
 * place: NUL characters dropped (text and jsonb refuse them) and unpaired surrogates replaced by
 * U+FFFD (jsonb refuses their escapes). Walked with a stack, not recursion: an answer nested a
 * million deep must not overflow the call stack.
 */
export function cleanJsonStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanString(value);
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) {
        const item: unknown = current[index];
        if (typeof item === 'string') current[index] = cleanString(item);
        else if (item && typeof item === 'object') pending.push(item);
      }
    } else if (current && typeof current === 'object') {
      cleanRecord(current as Record<string, unknown>, pending);
    }
  }
  return value;
}

function cleanRecord(record: Record<string, unknown>, pending: unknown[]): void {
  for (const key of Object.keys(record)) {
    const inner = record[key];
    const cleanInner = typeof inner === 'string' ? cleanString(inner) : inner;
    if (inner && typeof inner === 'object') pending.push(inner);
    const cleanKey = cleanString(key);
    if (cleanKey === key) {
      record[key] = cleanInner;
    } else {
      delete record[key];
      // A key is only ever set as an own property: "__proto__" must not reach the prototype.
      Object.defineProperty(record, cleanKey, {
        value: cleanInner,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
}

function cleanString(text: string): string {
  const withoutNul = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}
