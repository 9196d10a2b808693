// The mall's calendar: China Standard Time, UTC+8 all year (no daylight saving), whatever the server's zone.

const offsetMs = 8 * 3600_000;
const dayMs = 24 * 3600_000;

/** Midnight of the mall day that `now` falls in, as an instant. */
export function startOfMallDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + offsetMs) / dayMs) * dayMs - offsetMs);
}

/**
 * The instants a filter of mall days (YYYY-MM-DD, both included) runs between: `from` at its midnight,
 * `to` up to the next midnight (exclusive).
 */
export function mallDaysRange(days: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const start = (day: string) => new Date(`${day}T00:00:00+08:00`);
  return {
    ...(days.from ? { from: start(days.from) } : {}),
    ...(days.to ? { to: new Date(start(days.to).getTime() + dayMs) } : {}),
  };
}
