import type { LinkCheckRunNeeds } from './link-check-run-needs.js';
import { planLinkCheck } from './plan-link-check.js';
import { runLinkCheckPart } from './run-link-check-part.js';

/**
 * Starts a queued link check: plans it (counts its links, splits an instance's check into parts
 * that are queued for any worker) and runs a dataset's or resource's check, one part, at once.
 */
export async function runLinkCheck(deps: LinkCheckRunNeeds, checkId: string): Promise<void> {
  const planned = await planLinkCheck(deps, checkId);
  if (!planned) return;
  if (planned.scope === 'dataset' || planned.scope === 'resource') {
    await runLinkCheckPart(deps, checkId, 0);
  }
}
