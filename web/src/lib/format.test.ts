import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatNumber } from './format';

// A moment whose local date and time are the same in every time zone the test may run in.
const moment = new Date(2026, 10, 24, 13, 1);

describe('dates and numbers in the reader’s language', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'en', supportedLngs: ['en', 'ja'], resources: {} });
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes English dates as 24 Nov 2026 and Japanese ones as 2026/11/24', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(moment)).toBe('24 Nov 2026');
    expect(formatDateTime(moment)).toBe('24 Nov 2026, 13:01');
    await i18n.changeLanguage('ja');
    expect(formatDate(moment)).toBe('2026/11/24');
    expect(formatDateTime(moment)).toBe('2026/11/24 13:01');
  });

  it('reads a date sent as text the same as a Date, and writes nothing for no date', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(moment.toISOString())).toBe(formatDate(moment));
    expect(formatDateTime(moment.toISOString())).toBe(formatDateTime(moment));
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('groups thousands in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    await i18n.changeLanguage('ja');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('writes file sizes in the unit a person reads, with one decimal above bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048.0 TB');
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(undefined)).toBe('');
  });
});
