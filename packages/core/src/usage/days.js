/**
 * UTC calendar arithmetic for usage buckets. Days are exactly 86,400,000 ms in JavaScript time (no leap
 * seconds), so stepping by that constant from a UTC midnight always lands on the next UTC midnight.
 */
export const DAY_MS = 86_400_000;
// The last day asked for: every API response asks, and nearly always for the same day.
let lastDay = { start: 0, end: 0, date: '' };
/** `YYYY-MM-DD` of the UTC day containing `ms`. */
export function utcDate(ms) {
    if (ms >= lastDay.start && ms < lastDay.end)
        return lastDay.date;
    const start = Math.floor(ms / DAY_MS) * DAY_MS;
    lastDay = { start, end: start + DAY_MS, date: new Date(start).toISOString().slice(0, 10) };
    return lastDay.date;
}
/** The `days` UTC dates ending with the day of `nowMs`, oldest first. */
export function lastDays(nowMs, days) {
    const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
    const dates = [];
    for (let back = days - 1; back >= 0; back -= 1)
        dates.push(utcDate(today - back * DAY_MS));
    return dates;
}
/**
 * Every date of the UTC month containing `nowMs`, including the days still to come: a month total is the
 * sum of its days, and summing days that hold nothing yet costs nothing and stays right if a clock steps back.
 */
export function daysOfMonth(nowMs) {
    const now = new Date(nowMs);
    const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const length = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    return Array.from({ length }, (_, index) => utcDate(first + index * DAY_MS));
}
//# sourceMappingURL=days.js.map