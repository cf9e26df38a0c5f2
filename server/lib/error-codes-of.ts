/**
 * The error codes of a network failure, through its causes and the inner errors of an
 * AggregateError (one per address tried), outermost first.
 */
export function errorCodesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    for (const inner of (current as { errors?: unknown[] }).errors ?? []) {
      const innerCode = (inner as { code?: unknown }).code;
      if (typeof innerCode === 'string') codes.push(innerCode);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}
