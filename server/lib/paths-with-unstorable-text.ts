/**
 * The dotted paths of the strings (values or keys) in a parsed JSON body that PostgreSQL cannot
 * store: a NUL character (refused in text) or a lone UTF-16 surrogate (refused in json). Such
 * input is refused up front rather than failing in the database. Walked with a stack, not
 * recursion: a body nested a million deep must not overflow the call stack.
 */
export function pathsWithUnstorableText(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorable(current)) found.push(path);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorable(key)) found.push(childPath);
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return found;
}

/** A high surrogate without its low half, or a low one without its high half. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}
