import { describe, expect, it } from 'vitest';
import { usesPrettyLogs } from './create-logger.js';

describe('log format', () => {
  it('is pretty at a terminal and JSON lines otherwise, unless LOG_FORMAT says so', () => {
    expect(usesPrettyLogs('auto', true)).toBe(true);
    expect(usesPrettyLogs('auto', false)).toBe(false);
    expect(usesPrettyLogs('json', true)).toBe(false);
    expect(usesPrettyLogs('pretty', false)).toBe(true);
  });
});
