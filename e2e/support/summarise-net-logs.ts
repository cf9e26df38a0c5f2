/**
 * Reads the network logs Chromium kept for a run (E2E_NET_LOG_DIR) and prints, per log, what a
 * journey that failed on a network error needs explained: requests the browser sent again after
 * a connection broke under them (and why), 408 answers, and requests that ended in an error,
 * by address. Run by .ci/run after a failed `npm test`: CI keeps only its log.
 *
 *     npx tsx e2e/support/summarise-net-logs.ts <dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface NetLogEvent {
  type: number;
  time: string;
  source: { id: number };
  params?: Record<string, unknown>;
}
interface NetLog {
  constants: { logEventTypes: Record<string, number>; netError: Record<string, number> };
  events: NetLogEvent[];
}

/** A log whose browser was killed ends without its closing brackets. */
function readNetLog(file: string): NetLog | null {
  let text = readFileSync(file, 'utf8').trim();
  if (!text.endsWith('}')) text = `${text.replace(/,\s*$/, '')}]}`;
  try {
    return JSON.parse(text) as NetLog;
  } catch {
    return null;
  }
}

function summarise(file: string): string[] {
  const log = readNetLog(file);
  if (!log) return [`${path.basename(file)}: not readable`];
  const typeName = new Map(Object.entries(log.constants.logEventTypes).map(([k, v]) => [v, k]));
  const errorName = new Map(Object.entries(log.constants.netError).map(([k, v]) => [v, k]));
  const urlOfSource = new Map<number, string>();
  const lines: string[] = [];
  const failed = new Map<string, number>();
  for (const event of log.events) {
    const type = typeName.get(event.type) ?? String(event.type);
    const url = event.params?.url;
    if (typeof url === 'string' && !urlOfSource.has(event.source.id))
      urlOfSource.set(event.source.id, url);
    const error = event.params?.net_error;
    const where = urlOfSource.get(event.source.id) ?? `source ${event.source.id}`;
    if (type === 'HTTP_TRANSACTION_RESTART_AFTER_ERROR')
      lines.push(
        `  ${event.time} sent again after ${errorName.get(Number(error)) ?? error}: ${where}`,
      );
    const headers = event.params?.headers;
    if (type === 'HTTP_TRANSACTION_READ_RESPONSE_HEADERS' && Array.isArray(headers)) {
      if (String(headers[0]).includes(' 408 ')) lines.push(`  ${event.time} 408 from ${where}`);
    }
    if (typeof error === 'number' && error !== 0 && urlOfSource.has(event.source.id)) {
      const name = errorName.get(error) ?? String(error);
      if (name !== 'ERR_NAME_NOT_RESOLVED') {
        const key = `${name} ${where}`;
        failed.set(key, (failed.get(key) ?? 0) + 1);
      }
    }
  }
  for (const [key, count] of failed) lines.push(`  ${count}× ${key}`);
  return [`${path.basename(file)}: ${lines.length ? '' : 'no broken connections'}`, ...lines];
}

const directory = process.argv[2];
if (!directory) {
  console.error('Usage: summarise-net-logs <directory of net-log-*.json>');
  process.exit(2);
}
for (const file of readdirSync(directory)
  .filter((name) => name.endsWith('.json'))
  .sort())
  console.log(summarise(path.join(directory, file)).join('\n'));
