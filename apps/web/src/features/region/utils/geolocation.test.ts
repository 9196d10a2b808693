import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrowserPosition } from './geolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

function fakeGeolocation(answer: (ok: Success, fail: Failure) => void): Geolocation {
  return {
    getCurrentPosition: (ok: Success, fail: Failure) => answer(ok, fail),
  } as unknown as Geolocation;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getBrowserPosition', () => {
  it('gives the position the browser reports', async () => {
    const geo = fakeGeolocation((ok) => ok({ coords: { latitude: 30.27, longitude: 120.15 } }));
    expect(await getBrowserPosition(1000, geo)).toEqual({ lat: 30.27, lng: 120.15 });
  });

  it('gives null when unsupported, denied or throwing', async () => {
    expect(await getBrowserPosition(1000, undefined)).toBeNull();
    expect(
      await getBrowserPosition(
        1000,
        fakeGeolocation((_, fail) => fail({ code: 1 })),
      ),
    ).toBeNull();
    expect(
      await getBrowserPosition(
        1000,
        fakeGeolocation(() => {
          throw new Error('blocked by policy');
        }),
      ),
    ).toBeNull();
  });

  it('gives up after the time-out even when the browser never answers (a pending permission prompt)', async () => {
    vi.useFakeTimers();
    const result = getBrowserPosition(
      1000,
      fakeGeolocation(() => undefined),
    );
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeNull();
  });
});
