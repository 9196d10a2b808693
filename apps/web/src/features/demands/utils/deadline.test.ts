import { describe, expect, it } from 'vitest';
import { deadlineState } from './deadline';

const now = Date.parse('2026-05-10T08:00:00Z');

describe('deadlineState', () => {
  it('counts a started day as a day left', () => {
    expect(deadlineState('2026-05-10T09:00:00Z', 1, now)).toEqual({ ended: false, daysLeft: 1 });
    expect(deadlineState('2026-05-12T08:00:00Z', 1, now)).toEqual({ ended: false, daysLeft: 2 });
  });

  it('has ended at or after the deadline, or when the buyer closed it', () => {
    expect(deadlineState('2026-05-10T08:00:00Z', 1, now)).toEqual({ ended: true, daysLeft: 0 });
    expect(deadlineState('2026-05-01T00:00:00Z', 1, now).ended).toBe(true);
    expect(deadlineState('2026-06-01T00:00:00Z', 2, now).ended).toBe(true);
  });

  it('treats an unreadable date as ended rather than open forever', () => {
    expect(deadlineState('not a date', 1, now).ended).toBe(true);
  });
});
