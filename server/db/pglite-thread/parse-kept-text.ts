import type { QueryOptions, Results } from '@electric-sql/pglite';

/** Applies the caller's parsers to the columns the thread kept as text. */
export function parseKeptText(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
) {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = Array.isArray(row) ? index : field.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  });
}
