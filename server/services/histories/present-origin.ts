import type { RequestOriginView } from '#contract/functions/histories.js';

/** Where a change or an event came from, only for a caller who may see it (policies/see-origins.ts). */
export function presentOrigin(
  row: { clientAddress: string | null; viaTrustedProxy: boolean | null },
  showOrigins: boolean,
): RequestOriginView {
  return showOrigins && row.clientAddress
    ? { clientAddress: row.clientAddress, viaTrustedProxy: row.viaTrustedProxy ?? false }
    : null;
}
