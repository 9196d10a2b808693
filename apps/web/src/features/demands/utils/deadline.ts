const dayMs = 86_400_000;

export interface DeadlineState {
  /** Past its deadline, or closed by the buyer (status other than 1). */
  ended: boolean;
  /** Whole days left, counting a started day (0 when ended). */
  daysLeft: number;
}

/** Whether a demand still takes quotes, and for how many more days. */
export function deadlineState(deadline: string, status: number, now: number = Date.now()): DeadlineState {
  const left = new Date(deadline).getTime() - now;
  if (status !== 1 || !(left > 0)) return { ended: true, daysLeft: 0 };
  return { ended: false, daysLeft: Math.ceil(left / dayMs) };
}
