/**
 * Makes every string of a freshly parsed JSON value (keys included) storable in PostgreSQL, in
 * place: NUL characters dropped (text and jsonb refuse them) and unpaired surrogates replaced by
 * U+FFFD (jsonb refuses their escapes). Clean values are left as they are.
 */
export function cleanJsonStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1)
      value[index] = cleanJsonStrings(value[index]);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = cleanJsonStrings(record[key]);
      const cleanKey = cleanString(key);
      if (cleanKey === key) {
        record[key] = inner;
      } else {
        delete record[key];
        // A key is only ever set as an own property: "__proto__" must not reach the prototype.
        Object.defineProperty(record, cleanKey, {
          value: inner,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return record;
  }
  return value;
}

function cleanString(text: string): string {
  const withoutNul = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return withoutNul.isWellFormed() ? withoutNul : withoutNul.toWellFormed();
}
