/**
 * The dotted paths of the strings (values or keys) in a parsed JSON body that hold a NUL
 * character. PostgreSQL cannot store NUL in text, so such input is refused up front rather than
 * failing in the database. Walked with a stack, not recursion: a body nested a million deep must
 * not overflow the call stack.
 */
export function pathsWithNullCharacter(value: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(childPath);
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return found;
}
