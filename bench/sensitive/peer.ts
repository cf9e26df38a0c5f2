import { createRequire } from 'node:module';
import { truthKey, type GeneratedFile } from './corpus/generate.js';
import type { EvaluatedFile } from './evaluate-corpus.js';

interface Redactor {
  redact(text: string): string;
}

/**
 * redact-pii's built-in redactors that map onto our types, by the placeholder each writes (it
 * ignores per-redactor replaceWith); it has none for dates, ethnic groups or My Number.
 */
const peerTypes: Record<string, string> = {
  PERSON_NAME: 'PERSON_NAME',
  EMAIL_ADDRESS: 'EMAIL_ADDRESS',
  PHONE_NUMBER: 'PHONE_NUMBER',
  STREET_ADDRESS: 'LOCATION',
  CREDIT_CARD_NUMBER: 'CREDIT_CARD_NUMBER',
};
const disabled = [
  'digits',
  'zipcode',
  'username',
  'password',
  'credentials',
  'url',
  'ipAddress',
  'usSocialSecurityNumber',
];

/**
 * redact-pii (regexes and a list of well-known English names) as a function from one cell's value
 * to the types it redacts there. It has no likelihood: every redaction counts as VERY_LIKELY.
 */
export function createRedactPii(): (value: string) => string[] {
  const require = createRequire(import.meta.url);
  const { SyncCompositeRedactor } = require('redact-pii/lib/SyncCompositeRedactor') as {
    SyncCompositeRedactor: new (options: unknown) => Redactor;
  };
  const builtInRedactors: Record<string, { enabled?: boolean; replaceWith?: string }> = {};
  for (const name of disabled) builtInRedactors[name] = { enabled: false };
  const redactor = new SyncCompositeRedactor({ builtInRedactors });
  return (value) => {
    const redacted = redactor.redact(value);
    return Object.entries(peerTypes)
      .filter(([placeholder]) => redacted.includes(placeholder) && !value.includes(placeholder))
      .map(([, type]) => type);
  };
}

/** The same corpus through redact-pii, cell by cell. */
export function runPeer(files: readonly GeneratedFile[]): EvaluatedFile[] {
  const typesOf = createRedactPii();
  return files.map((file) => {
    const predictions = new Map<string, number>();
    for (const cell of file.cells) {
      if (!cell.value.trim()) continue;
      for (const type of typesOf(cell.value))
        predictions.set(truthKey(cell.row, cell.column, type), 4);
    }
    return { file, predictions };
  });
}
