/** Default wait of debounced inputs and throttled actions (spec §9). */
export const defaultWaitMs = 500;

export type Cancelable<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the pending call, if any, and resets the timer. */
  cancel(): void;
};

/**
 * Calls `fn` once the calls have stopped for `wait` ms, with the arguments of the last call
 * (trailing edge only).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = defaultWaitMs): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  return Object.assign(debounced, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}

export interface ThrottleOptions {
  /**
   * Also make one call at the end of the window with the last arguments received during it.
   * Off by default: for buttons (submit, add to cart) a trailing call would repeat the action the
   * throttle is there to suppress; turn it on for scroll or resize handlers that need the final state.
   */
  trailing?: boolean;
}

/**
 * Calls `fn` immediately (leading edge), then ignores calls until `wait` ms have passed, so `fn` runs
 * at most once per `wait`.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait = defaultWaitMs,
  options: ThrottleOptions = {},
): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const openWindow = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending !== undefined) {
        const args = pending;
        pending = undefined;
        fn(...args);
        // The trailing call starts a new window, or the next call could follow it immediately.
        openWindow();
      }
    }, wait);
  };

  const throttled = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
      openWindow();
    } else if (options.trailing) {
      pending = args;
    }
  };
  return Object.assign(throttled, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  });
}
