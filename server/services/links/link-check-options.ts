import { linkCheckDefaults, type LinkCheckOptions } from '#server/engines/links/index.js';
import type { NetworkNeed } from '../service-needs.js';

/** The engine's settings for this installation: its address in the User-Agent, its limits. */
export function linkCheckOptions({ config, networkAccess }: NetworkNeed): LinkCheckOptions {
  return {
    ...networkAccess,
    // Site owners who see our requests in their logs can find out who asks, and why.
    userAgent: `CatalogueSteward/0.1 (link checker; +${config.baseUrl})`,
    totalTimeoutMs: config.linkCheckTimeoutMs,
    connectTimeoutMs: Math.min(linkCheckDefaults.connectTimeoutMs, config.linkCheckTimeoutMs),
    retries: config.linkCheckRetries,
  };
}
