import type { LinkReason, LinkStatus } from './link-types.js';

export interface Verdict {
  status: LinkStatus;
  reason: LinkReason;
  /** Worth another attempt in this run (after a backoff). */
  transient: boolean;
  detail?: string;
}

const tlsCodePattern =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

/** Turns a failed request (DNS, connect, TLS, time-out…) into a verdict; the code goes to `detail`. */
export function classifyRequestError(error: unknown): Verdict {
  const code = errorCode(error);
  const detail = code ?? (error instanceof Error ? error.message : String(error));
  const verdict = (status: LinkStatus, reason: LinkReason, transient: boolean): Verdict => ({
    status,
    reason,
    transient,
    detail,
  });
  switch (code) {
    case 'ERR_BLOCKED_ADDRESS':
      return { ...verdict('unknown', 'blocked-address', false), detail: errorMessage(error) };
    case 'ENOTFOUND':
      return verdict('dead', 'dns-not-found', false);
    case 'EAI_AGAIN':
    case 'ESERVFAIL':
    case 'ETIMEOUT':
    case 'ENODATA':
      return verdict('unknown', 'dns-failure', true);
    case 'ECONNREFUSED':
      return verdict('dead', 'refused', false);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EADDRNOTAVAIL':
      return verdict('unknown', 'unreachable', true);
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return verdict('unknown', 'reset', true);
    case 'ERR_LINK_TIMEOUT':
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return verdict('unknown', 'timeout', true);
    default:
      if (code && tlsCodePattern.test(code)) return verdict('unknown', 'tls-error', true);
      return verdict('unknown', 'network-error', true);
  }
}

/** The verdict on a final HTTP answer (after redirects and the GET fallback). */
export function classifyHttpStatus(statusCode: number): Verdict {
  const detail = `HTTP ${statusCode}`;
  if (statusCode >= 200 && statusCode < 300)
    return { status: 'alive', reason: 'ok', transient: false };
  // Our GET asks for bytes=0-0: 416 means the resource exists and is empty.
  if (statusCode === 416) return { status: 'alive', reason: 'ok', transient: false, detail };
  if (statusCode === 404 || statusCode === 410) {
    return { status: 'dead', reason: 'http-status', transient: false, detail };
  }
  if (statusCode === 429)
    return { status: 'unknown', reason: 'rate-limited', transient: true, detail };
  if (statusCode >= 500)
    return { status: 'unknown', reason: 'server-error', transient: true, detail };
  return { status: 'unknown', reason: 'http-status', transient: statusCode === 408, detail };
}

/** The first error code in the cause chain (undici wraps socket errors). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = (current as { code?: unknown }).code;
    if (typeof candidate === 'string') return candidate;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === 'ERR_BLOCKED_ADDRESS')
      return (current as Error).message;
    current = (current as { cause?: unknown }).cause;
  }
  return String(error);
}
