import type { Activity, ActivityState } from '@mall/contracts';

/** The state of an activity at `now` from its time window (the server's state may be a moment old). */
export function activityStateAt(
  activity: Pick<Activity, 'startTime' | 'endTime'>,
  now: number,
): ActivityState {
  if (Date.parse(activity.startTime) > now) return 'upcoming';
  return Date.parse(activity.endTime) <= now ? 'ended' : 'ongoing';
}

export interface Remaining {
  days: number;
  /** "HH:MM:SS" of the part under a day. */
  clock: string;
}

/** Time from now to `target`, split into whole days and a clock; zero once passed. */
export function remainingUntil(target: string, now: number): Remaining {
  const seconds = Math.max(0, Math.floor((Date.parse(target) - now) / 1000));
  const days = Math.floor(seconds / 86400);
  const rest = seconds % 86400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}
