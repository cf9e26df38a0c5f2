import type { Runtime } from '../../runtime.js';
import { planLinkCheck } from './plan-link-check.js';
import { runLinkCheckPart } from './run-link-check-part.js';

/**
 * Starts a queued link check: plans it (counts its links, splits an instance's check into parts
 * that are queued for any worker) and runs a dataset's or resource's check, one part, at once.
 */
export async function runLinkCheck(runtime: Runtime, checkId: string): Promise<void> {
  const planned = await planLinkCheck(runtime, checkId);
  if (!planned) return;
  if (planned.scope === 'dataset' || planned.scope === 'resource') {
    await runLinkCheckPart(runtime, checkId, 0);
  }
}
