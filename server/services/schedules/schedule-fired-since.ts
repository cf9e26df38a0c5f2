import { CronExpressionParser } from 'cron-parser';

/**
 * Whether a schedule (five cron fields, UTC) fired after `since` and by `now`: its last firing
 * before now is later than since. A schedule that does not parse never fires.
 */
export function scheduleFiredSince(schedule: string, since: Date, now: Date): boolean {
  try {
    const previousFire = CronExpressionParser.parse(schedule, { currentDate: now, tz: 'UTC' })
      .prev()
      .toDate();
    return previousFire > since;
  } catch {
    return false;
  }
}
