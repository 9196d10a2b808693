import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, defaultWaitMs, throttle } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('waits 500 ms by default', () => {
    expect(defaultWaitMs).toBe(500);
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced();
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('calls once on the trailing edge with the last arguments of a burst', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced('a');
    debounced('ab');
    debounced('abc');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('abc');
  });

  it('restarts the wait on every call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    vi.advanceTimersByTime(90);
    debounced(2);
    vi.advanceTimersByTime(90);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('calls again for a new burst after the wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('passes every argument through', () => {
    const fn = vi.fn((_query: string, _page: number) => {});
    const debounced = debounce(fn, 100);
    debounced('phone', 2);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledWith('phone', 2);
  });

  it('cancel() drops the pending call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    vi.runAllTimers();
    expect(fn).not.toHaveBeenCalled();
  });

  it('still works after cancel()', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    debounced.cancel();
    debounced(2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('cancel() without a pending call is harmless', () => {
    const debounced = debounce(vi.fn(), 100);
    expect(() => debounced.cancel()).not.toThrow();
  });
});

describe('throttle', () => {
  it('calls immediately on the leading edge', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled('first');
    expect(fn).toHaveBeenCalledExactlyOnceWith('first');
  });

  it('ignores calls for 500 ms by default', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled(1);
    vi.advanceTimersByTime(499);
    throttled(2);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at most once per wait under continuous calls', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    // One call every 10 ms for 1 s.
    for (let t = 0; t < 1000; t += 10) {
      throttled(t);
      vi.advanceTimersByTime(10);
    }
    expect(fn).toHaveBeenCalledTimes(10);
    expect(fn.mock.calls.map(([t]) => t)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('makes no trailing call by default, so a double click submits once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 500);
    throttled();
    vi.advanceTimersByTime(50);
    throttled();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('with trailing: true, calls once more at the end of the window with the last arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100, { trailing: true });
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('with trailing: true, keeps a full wait between the trailing call and the next one', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100, { trailing: true });
    throttled(1);
    throttled(2);
    vi.advanceTimersByTime(100);
    throttled(3);
    vi.advanceTimersByTime(99);
    expect(fn.mock.calls).toEqual([[1], [2]]);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [2], [3]]);
  });

  it('with trailing: true, makes no trailing call when nothing came during the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100, { trailing: true });
    throttled(1);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancel() ends the window so the next call goes through at once', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    throttled.cancel();
    throttled(2);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('cancel() drops a pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100, { trailing: true });
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.runAllTimers();
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
