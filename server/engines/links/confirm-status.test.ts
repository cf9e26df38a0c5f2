import { describe, expect, it } from 'vitest';
import { confirmStatus, datasetLinkStatus } from './confirm-status.js';

const at = (time: string) => `2025-04-01T${time}:00.000Z`;

describe('confirmStatus', () => {
  it('keeps alive and unknown as they are', () => {
    expect(confirmStatus({ status: 'alive', checkedAt: at('10:00') }, [])).toBe('alive');
    expect(confirmStatus({ status: 'unknown', checkedAt: at('10:00') }, [])).toBe('unknown');
  });

  it('does not call a link dead on its first failure', () => {
    expect(confirmStatus({ status: 'dead', checkedAt: at('10:00') }, [])).toBe('unknown');
  });

  it('does not call it dead when the earlier failure is less than an hour old', () => {
    const previous = [{ status: 'unknown' as const, checkedAt: at('09:30') }];
    expect(confirmStatus({ status: 'dead', checkedAt: at('10:00') }, previous)).toBe('unknown');
  });

  it('calls it dead after two failures at least an hour apart', () => {
    const previous = [{ status: 'dead' as const, checkedAt: at('09:00') }];
    expect(confirmStatus({ status: 'dead', checkedAt: at('10:00') }, previous)).toBe('dead');
  });

  it('forgets failures from before the link was last alive', () => {
    const history = [
      { status: 'dead' as const, checkedAt: at('06:00') },
      { status: 'alive' as const, checkedAt: at('08:00') },
      { status: 'unknown' as const, checkedAt: at('09:45') },
    ];
    expect(confirmStatus({ status: 'dead', checkedAt: at('10:00') }, history)).toBe('unknown');
  });

  it('takes the delay from the options', () => {
    const previous = [{ status: 'unknown' as const, checkedAt: at('09:55') }];
    expect(
      confirmStatus({ status: 'dead', checkedAt: at('10:00') }, previous, {
        confirmAfterMs: 5 * 60_000,
      }),
    ).toBe('dead');
  });
});

describe('datasetLinkStatus', () => {
  it('is dead if any resource is dead, else unknown if any is unknown, else alive', () => {
    expect(datasetLinkStatus(['alive', 'unknown', 'dead'])).toBe('dead');
    expect(datasetLinkStatus(['alive', 'unknown'])).toBe('unknown');
    expect(datasetLinkStatus(['alive', 'alive'])).toBe('alive');
  });

  it('has no status without resources', () => {
    expect(datasetLinkStatus([])).toBeUndefined();
  });
});
