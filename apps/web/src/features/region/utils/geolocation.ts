export interface Position {
  lat: number;
  lng: number;
}

/**
 * The browser's position, or null when geolocation is unsupported, denied, unavailable or slower than
 * `timeoutMs` (spec §9: 1 s). Never rejects and never logs: locating is a convenience, and the page goes
 * on with the fallback city.
 */
export function getBrowserPosition(
  timeoutMs: number,
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  /** A position the browser already has may be this old (0: ask afresh). */
  maxAgeMs = 10 * 60_000,
): Promise<Position | null> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve(null);
      return;
    }
    let settled = false;
    const finish = (position: Position | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(position);
    };
    // The browser's own timeout starts only once a permission prompt is answered; this one bounds the
    // whole wait, prompt included.
    const timer = setTimeout(() => finish(null), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => finish({ lat: coords.latitude, lng: coords.longitude }),
        () => finish(null),
        { timeout: timeoutMs, maximumAge: maxAgeMs, enableHighAccuracy: false },
      );
    } catch {
      finish(null);
    }
  });
}
