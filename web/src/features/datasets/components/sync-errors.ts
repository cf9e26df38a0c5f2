import type { TFunction } from 'i18next';
import { errorText } from '@web/lib/error-text';
import { FunctionsError } from '@web/lib/functions-client';

/** The reasons a sync can fail for that this feature explains itself. */
export const syncReasons = [
  'catalogueApiKeyMissing',
  'catalogueForbidden',
  'metadataUpdateFailed',
  'catalogueValidation',
  'staleVersion',
  'syncInProgress',
] as const;
export type SyncReason = (typeof syncReasons)[number];

export function syncReasonOf(error: unknown): SyncReason | undefined {
  const reason = error instanceof FunctionsError ? error.details?.reason : undefined;
  return syncReasons.find((known) => known === reason);
}

export function syncErrorText(
  t: TFunction<'datasetEdit'>,
  errorsT: TFunction<'errors'>,
  error: unknown,
): string {
  const reason = syncReasonOf(error);
  return reason ? t(`errors.${reason}`) : errorText(errorsT, error);
}
