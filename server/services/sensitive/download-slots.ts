import pLimit, { type LimitFunction } from 'p-limit';
import { linkCheckDefaults } from '#server/engines/links/index.js';

/**
 * Downloads at a time to one host from this process: the politeness rule the link checker keeps
 * (and the harvest keeps with a catalogue). A check batch runs more checks than the scan pool has
 * threads, so that files download while others are scanned; this keeps those downloads from
 * crowding one file server.
 */
export const downloadsPerHost = linkCheckDefaults.perHostConcurrency;

const hostLimits = new Map<string, LimitFunction>();

/**
 * Runs `download` once the URL's host has a free slot, first asked first served. Call it around
 * the whole download, so that a download's own time-out starts only when it is sent. A host's
 * queue is forgotten when nothing waits on it.
 */
export async function withDownloadSlot<T>(url: string, download: () => Promise<T>): Promise<T> {
  const host = hostOf(url);
  let limit = hostLimits.get(host);
  if (!limit) {
    limit = pLimit(downloadsPerHost);
    hostLimits.set(host, limit);
  }
  try {
    return await limit(download);
  } finally {
    if (limit.activeCount === 0 && limit.pendingCount === 0) hostLimits.delete(host);
  }
}

/** The host a download goes to first; a URL that does not parse fails in the download itself. */
function hostOf(url: string): string {
  return URL.canParse(url.trim()) ? new URL(url.trim()).host.toLowerCase() : '';
}
