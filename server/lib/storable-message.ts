/**
 * An error message made fit for a text or jsonb column: a failed query's message repeats its
 * parameters, which may hold the very NUL or lone surrogate that failed it, and may run long.
 */
export function storableMessage(message: string, maxLength = 2_000): string {
  const clean = message.replaceAll('\u0000', '').toWellFormed();
  return clean.length > maxLength ? `${clean.slice(0, maxLength)}…` : clean;
}
