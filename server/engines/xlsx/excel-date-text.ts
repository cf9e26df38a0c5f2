import { DateTime } from 'luxon';

/** How a workbook's date cells read: which styles are dates, its date system, and the zone. */
export interface SpreadsheetDates {
  /** Cell styles that show a date or a time (`dateStylesOf`). */
  styles: ReadonlySet<number>;
  /** The workbook counts days from 1904 (older Excel for Mac), not from 1900. */
  date1904: boolean;
  /** The IANA time zone a date typed into a cell is read in (it carries none of its own). */
  timeZone: string;
}

const secondsInDay = 86_400;
/** 9999-12-31, the last day a spreadsheet shows. */
const lastSerial = 2_958_465;

/**
 * A date cell's number (days since 1900 or 1904, the time a fraction of a day) as the ISO 8601
 * text the CSV holds, with the offset of `timeZone` on that day: 46357.4375 in Asia/Tokyo is
 * 2026-12-01T10:30:00+09:00. Rounded to the second, as the cell shows it. Null where there is no
 * date: a time alone (below 1), Excel's 29 February 1900 (60, a day that never was, kept from
 * Lotus 1-2-3), a time a clock change skipped in the zone, past 9999.
 */
export function excelDateText(
  serial: number,
  { date1904, timeZone }: Pick<SpreadsheetDates, 'date1904' | 'timeZone'>,
): string | null {
  if (!Number.isFinite(serial) || serial >= lastSerial + 1) return null;
  const seconds = Math.round(serial * secondsInDay);
  let days = Math.floor(seconds / secondsInDay);
  const time = seconds - days * secondsInDay;
  if (date1904) {
    if (days < 0) return null;
  } else {
    if (days < 1 || days === 60) return null;
    // Day 1 is 1 January 1900; up to 28 February the false leap day is not yet counted.
    if (days < 60) days += 1;
  }
  const epoch = date1904 ? { year: 1904, month: 1, day: 1 } : { year: 1899, month: 12, day: 30 };
  const day = DateTime.fromObject(epoch, { zone: 'UTC' }).plus({ days });
  const local = {
    year: day.year,
    month: day.month,
    day: day.day,
    hour: Math.floor(time / 3600),
    minute: Math.floor(time / 60) % 60,
    second: time % 60,
  };
  const date = DateTime.fromObject(local, { zone: timeZone });
  // Luxon moves a time a clock change skipped forward: that is not the time in the cell.
  if (!date.isValid || date.hour !== local.hour || date.minute !== local.minute) return null;
  return date.toISO({ suppressMilliseconds: true });
}
