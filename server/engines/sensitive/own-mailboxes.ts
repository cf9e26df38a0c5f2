import type { CellSignal } from './cell-signals.js';

/** Shortest part of a name that may vouch for a mailbox (Lee in jlee@, not Al in al@). */
const minimumNamePart = 3;

/**
 * On a row that names a person, an office-looking mailbox whose local part holds that person's
 * given name or surname (kmack@council.gov.au beside Kevin Mack) is the person's own: it loses
 * its office mark. Other mailboxes are left as they are.
 */
export function withOwnMailboxes(row: CellSignal[][]): CellSignal[][] {
  if (!row.some((signals) => signals.some(isOfficeMailbox))) return row;
  const nameParts = new Set<string>();
  for (const signals of row)
    for (const signal of signals)
      if (signal.type === 'PERSON_NAME' && !signal.noNameEvidence)
        for (const part of signal.quote.toLowerCase().split(/[^\p{L}]+/u))
          if (part.length >= minimumNamePart) nameParts.add(part);
  if (nameParts.size === 0) return row;
  return row.map((signals) =>
    signals.some(isOfficeMailbox)
      ? signals.map((signal) =>
          isOfficeMailbox(signal) && holdsNamePart(signal.quote, nameParts)
            ? { ...signal, organisationContact: false }
            : signal,
        )
      : signals,
  );
}

function isOfficeMailbox(signal: CellSignal): boolean {
  return signal.type === 'EMAIL_ADDRESS' && signal.organisationContact === true;
}

function holdsNamePart(address: string, nameParts: ReadonlySet<string>): boolean {
  const local = address.slice(0, Math.max(0, address.lastIndexOf('@'))).toLowerCase();
  for (const part of nameParts) if (local.includes(part)) return true;
  return false;
}
