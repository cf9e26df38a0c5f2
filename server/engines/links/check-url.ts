import { classifyHttpStatus, type Verdict } from './classify-failure.js';
import type { LinkResult } from './link-types.js';
import { isFollowableRedirect, probeHop, type CheckContext } from './probe-hop.js';
import type { ProbeResponse } from './send-request.js';

export type UrlOutcome = Omit<LinkResult, 'url'>;

/** The URL a request is made for: parsed, http(s) only, without the fragment (never sent). */
export function parseCheckableUrl(input: string): URL | Verdict {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { status: 'dead', reason: 'invalid-url', transient: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      status: 'unknown',
      reason: 'unsupported-scheme',
      transient: false,
      detail: url.protocol,
    };
  }
  url.hash = '';
  return url;
}

/** Follows one URL's redirects (at most `maxRedirects`, loops detected), each hop checked anew. */
export async function checkUrl(start: URL, context: CheckContext): Promise<UrlOutcome> {
  const visited = new Set([start.href]);
  let current = start;
  let redirects = 0;
  let responseTimeMs = 0;
  const finish = (verdict: Verdict, response?: ProbeResponse): UrlOutcome =>
    buildOutcome({
      verdict,
      response,
      redirects,
      responseTimeMs,
      finalUrl: redirects > 0 ? current.href : undefined,
    });

  for (;;) {
    const hop = await probeHop(current, context, redirects === 0);
    if (hop.failure) return finish(hop.failure);
    const { response } = hop;
    responseTimeMs += response.elapsedMs;
    if (!isFollowableRedirect(response))
      return finish(classifyHttpStatus(response.statusCode), response);

    let next: URL;
    try {
      next = new URL(response.headers.location ?? '', current);
    } catch {
      return finish(
        { status: 'unknown', reason: 'http-status', transient: false, detail: 'invalid Location' },
        response,
      );
    }
    next.hash = '';
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      return finish(
        {
          status: 'unknown',
          reason: 'unsupported-scheme',
          transient: false,
          detail: next.protocol,
        },
        response,
      );
    }
    redirects += 1;
    const loops = visited.has(next.href);
    current = next;
    if (loops)
      return finish({ status: 'dead', reason: 'redirect-loop', transient: false }, response);
    if (redirects > context.settings.maxRedirects) {
      return finish({ status: 'dead', reason: 'too-many-redirects', transient: false }, response);
    }
    visited.add(next.href);
  }
}

export function outcomeOfVerdict(verdict: Verdict): UrlOutcome {
  return buildOutcome({ verdict, redirects: 0, responseTimeMs: 0 });
}

function buildOutcome(parts: {
  verdict: Verdict;
  response?: ProbeResponse;
  redirects: number;
  responseTimeMs: number;
  finalUrl?: string;
}): UrlOutcome {
  const { verdict, response } = parts;
  const outcome: UrlOutcome = {
    status: verdict.status,
    reason: verdict.reason,
    redirects: parts.redirects,
    responseTimeMs: Math.round(parts.responseTimeMs),
    checkedAt: new Date().toISOString(),
  };
  if (response) outcome.httpStatus = response.statusCode;
  if (parts.finalUrl) outcome.finalUrl = parts.finalUrl;
  if (verdict.detail) outcome.detail = verdict.detail;
  // Type and size describe the resource, so only an answer that reached it carries them.
  if (response && verdict.status === 'alive') {
    const contentType = response.headers['content-type'];
    if (contentType) outcome.contentType = contentType;
    const contentLength = resourceLength(response);
    if (contentLength !== undefined) outcome.contentLength = contentLength;
  }
  return outcome;
}

/** A ranged answer tells the full size in Content-Range ("bytes 0-0/1234", "bytes *\/0"). */
function resourceLength(response: ProbeResponse): number | undefined {
  const range = response.headers['content-range'];
  if (range) {
    const total = /\/(\d+)\s*$/.exec(range)?.[1];
    return total === undefined ? undefined : Number(total);
  }
  if (response.statusCode === 206 || response.statusCode === 416) return undefined;
  const length = response.headers['content-length'];
  return length !== undefined && /^\d+$/.test(length.trim()) ? Number(length) : undefined;
}
