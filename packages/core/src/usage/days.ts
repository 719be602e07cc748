/**
 * UTC calendar arithmetic for usage buckets. Days are exactly 86,400,000 ms in JavaScript time (no leap
 * seconds), so stepping by that constant from a UTC midnight always lands on the next UTC midnight.
 */
export const DAY_MS = 86_400_000

/** `YYYY-MM-DD` of the UTC day containing `ms`. */
export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The `days` UTC dates ending with the day of `nowMs`, oldest first. */
export function lastDays(nowMs: number, days: number): string[] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const dates: string[] = []
  for (let back = days - 1; back >= 0; back -= 1) dates.push(utcDate(today - back * DAY_MS))
  return dates
}

/**
 * Every date of the UTC month containing `nowMs`, including the days still to come: a month total is the
 * sum of its days, and summing days that hold nothing yet costs nothing and stays right if a clock steps back.
 */
export function daysOfMonth(nowMs: number): string[] {
  const now = new Date(nowMs)
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  const length = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate()
  return Array.from({ length }, (_, index) => utcDate(first + index * DAY_MS))
}
