import { describe, expect, it } from 'vitest';
import { activityStateAt, remainingUntil } from './activity-time';

const span = { startTime: '2026-05-01T00:00:00Z', endTime: '2026-05-10T00:00:00Z' };

describe('activityStateAt', () => {
  it('is upcoming before the start, ongoing inside the window and ended from the end on', () => {
    expect(activityStateAt(span, Date.parse('2026-04-30T23:59:59Z'))).toBe('upcoming');
    expect(activityStateAt(span, Date.parse('2026-05-01T00:00:00Z'))).toBe('ongoing');
    expect(activityStateAt(span, Date.parse('2026-05-09T23:59:59Z'))).toBe('ongoing');
    expect(activityStateAt(span, Date.parse('2026-05-10T00:00:00Z'))).toBe('ended');
  });
});

describe('remainingUntil', () => {
  it('splits the time left into days and a clock', () => {
    expect(remainingUntil('2026-05-03T01:02:03Z', Date.parse('2026-05-01T00:00:00Z'))).toEqual({
      days: 2,
      clock: '01:02:03',
    });
  });

  it('stops at zero', () => {
    expect(remainingUntil('2026-05-01T00:00:00Z', Date.parse('2026-05-02T00:00:00Z'))).toEqual({
      days: 0,
      clock: '00:00:00',
    });
  });
});
