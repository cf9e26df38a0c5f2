import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/config.js';

const redact = ['req.headers.authorization', 'req.headers.cookie'];

/** Whether log lines are for a person at a terminal (pretty) or for a machine (JSON lines). */
export function usesPrettyLogs(
  format: Config['logFormat'],
  isTerminal = Boolean(process.stdout.isTTY),
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/**
 * The process's logger: one coloured line per entry at a terminal, JSON lines when the output
 * goes to a file or a collector, or when LOG_FORMAT says so.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  if (!usesPrettyLogs(config.logFormat)) return pino({ level: config.logLevel, redact });
  // A stream in this thread (not pino's transport worker) so the last lines before an exit show.
  const stream = pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return pino({ level: config.logLevel, redact }, stream);
}
