import { CkanClient, CkanError } from '#server/connectors/ckan/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { NetworkNeed } from '../service-needs.js';

/** A client of an instance's catalogue, with our User-Agent and the private-address policy. */
export function catalogueClient(
  { config, networkAccess }: NetworkNeed,
  url: string,
  options: { apiKey?: string; timeoutMs?: number; retries?: number; includePrivate?: boolean } = {},
): CkanClient {
  return new CkanClient({
    baseUrl: url,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.includePrivate ? { includePrivate: true } : {}),
    // A caller may ask for less time (a quick probe), never for more than the setting allows.
    timeoutMs: Math.min(options.timeoutMs ?? Infinity, config.catalogueTimeoutMs),
    maxResponseBytes: config.catalogueMaxResponseBytes,
    ...(options.retries !== undefined ? { retries: options.retries } : {}),
    userAgent: `CatalogueSteward/0.1 (+${config.baseUrl})`,
    ...networkAccess,
  });
}

/** Why a catalogue call failed, as a stable reason the web turns into en/ja text. */
export function catalogueFailureReason(error: unknown): string {
  if (!(error instanceof CkanError)) return 'catalogueFailed';
  switch (error.kind) {
    case 'not-ckan':
    case 'not-found':
      return 'catalogueNotCkan';
    case 'timeout':
      return 'catalogueTimeout';
    case 'network':
    case 'unavailable':
      return 'catalogueUnreachable';
    case 'blocked-address':
      return 'catalogueBlockedAddress';
    case 'too-large':
      return 'catalogueTooLarge';
    case 'authorization':
      return 'catalogueForbidden';
    default:
      return 'catalogueFailed';
  }
}

/** A catalogue URL that does not work as a form error on the url field; nothing is saved. */
export function catalogueUrlError(error: unknown): AppError {
  const reason = catalogueFailureReason(error);
  return AppError.invalid(
    error instanceof Error ? error.message : 'The catalogue did not answer',
    { url: [reason] },
    reason,
  );
}
