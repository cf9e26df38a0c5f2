import type { EventLevel } from '#contract/enums.js';
import type { FieldErrors } from '#contract/errors.js';
import { datasetFields } from '#contract/functions/datasets/index.js';
import { CkanError } from '#server/connectors/ckan/index.js';
import { AppError } from '#server/lib/app-error.js';
import { ckanKeyOfField } from '../catalogue/dataset-fields.js';

/** The message for a metadata update that failed for any other reason. */
export const metadataUpdateFailedMessage = 'Could not update metadata for some reason';

/** CKAN's field → the dataset form's field (CKAN checks the extras apart, as extras_validation). */
const formFieldOfCkanField: Record<string, string> = {
  ...Object.fromEntries(datasetFields.map((field) => [ckanKeyOfField[field], field])),
  extras_validation: 'updateFrequency',
};

/** CKAN's English messages we have our own en/ja text for. */
const keyOfCkanMessage: Record<string, Record<string, string>> = {
  name: { 'Missing value': 'nameRequired', 'That URL is already in use.': 'nameTaken' },
  title: { 'Missing value': 'titleRequired' },
  owner_org: {
    'Missing value': 'organizationRequired',
    'An organization must be provided': 'organizationRequired',
  },
};

/** CKAN's 409 field errors (flattened, e.g. `tags.0.name`) as form field errors. */
export function formFieldErrorsOf(fieldErrors: Record<string, string[]>): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const ckanField = path.split('.')[0]!;
    const formField = formFieldOfCkanField[ckanField] ?? '_';
    for (const message of messages) {
      const key = keyOfCkanMessage[ckanField]?.[message];
      // A message we cannot translate travels as the catalogue wrote it, with where it applies.
      const text = key ?? (formField === '_' ? `${path}: ${message}` : message);
      (fields[formField] ??= []).push(text);
    }
  }
  return fields;
}

export interface SyncFailure {
  error: AppError;
  event: { level: EventLevel; kind: string; details: Record<string, unknown> };
}

/** What the user is told, and what the events keep, when a push fails. */
export function syncFailureOf(cause: unknown, datasetName: string): SyncFailure {
  if (cause instanceof CkanError && cause.kind === 'validation') {
    const fields = formFieldErrorsOf(cause.fieldErrors ?? {});
    const error = AppError.invalid(
      'The catalogue refused the metadata',
      fields,
      'catalogueValidation',
    );
    return {
      error: new AppError(error.code, error.message, {
        ...error.details,
        catalogueMessage: catalogueMessageOf(cause),
      }),
      event: {
        level: 'warning',
        kind: 'dataset.syncRejected',
        details: { datasetName, fields: cause.fieldErrors ?? {}, message: cause.message },
      },
    };
  }
  if (cause instanceof CkanError && cause.kind === 'authorization') {
    return {
      error: new AppError('permission-denied', 'Your catalogue API key may not edit this dataset', {
        reason: 'catalogueForbidden',
        catalogueMessage: cause.message,
      }),
      event: {
        level: 'warning',
        kind: 'dataset.syncForbidden',
        details: { datasetName, message: cause.message },
      },
    };
  }
  const detail =
    cause instanceof CkanError
      ? { kind: cause.kind, status: cause.status ?? null, message: cause.message }
      : {
          kind: 'internal',
          status: null,
          message: cause instanceof Error ? cause.message : String(cause),
        };
  return {
    error: new AppError('internal', metadataUpdateFailedMessage, {
      reason: 'metadataUpdateFailed',
      catalogueMessage: detail.message,
    }),
    event: { level: 'error', kind: 'dataset.syncFailed', details: { datasetName, ...detail } },
  };
}

/** A validation refusal as the catalogue wrote it: each field with its messages. */
function catalogueMessageOf(cause: CkanError): string {
  const fields = Object.entries(cause.fieldErrors ?? {});
  if (fields.length === 0) return cause.message;
  return fields.map(([path, messages]) => `${path}: ${messages.join(' ')}`).join('; ');
}
