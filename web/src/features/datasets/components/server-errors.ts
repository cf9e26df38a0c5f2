import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { FunctionsError } from '@web/lib/functions-client';

/**
 * Puts a server's field errors (`details.fields`: field → message keys or the catalogue's texts)
 * on the form's fields; `tags.1` lands on the second tag. Returns whether there were any.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof FunctionsError)) return false;
  const fields = error.details?.fields;
  if (!fields || Object.keys(fields).length === 0) return false;
  let first = true;
  for (const [field, messages] of Object.entries(fields)) {
    if (field === '_' || messages.length === 0) continue;
    setError(
      field as FieldPath<Values>,
      { type: 'server', message: messages.join(' ') },
      { shouldFocus: first },
    );
    first = false;
  }
  return true;
}
