/**
 * What `/api/health/ready` checks besides the database: named checks that the subsystems register as they
 * are built (Redis, the picture storage, the storefront renderer; a job queue the same way). A check
 * resolves when its subsystem can serve, optionally with details for the report (a storage kind, counts),
 * and rejects or throws when it cannot; the reason goes to the log, never to the reply.
 */

/** Plain values a check adds to its line of the report, beside its status and time. */
export type ReadinessDetails = Record<string, string | number | boolean>;

/** One check: resolves (with details, or nothing) when ready, rejects when not. */
export type ReadinessProbe = () => Promise<ReadinessDetails | undefined | void>;

/** A failed check that still has something to report (e.g. how many jobs are waiting). */
export class ReadinessFailure extends Error {
  constructor(
    message: string,
    readonly details: ReadinessDetails,
  ) {
    super(message);
  }
}

/** A probe that has not answered by then counts as failed: an orchestrator's health check has a deadline too. */
export const probeTimeoutMs = 3000;

export interface CheckResult {
  status: 'ok' | 'failed';
  ms: number;
  details: ReadinessDetails;
  /** Why it failed (for the log only). */
  error?: unknown;
}

/** Runs one probe within probeTimeoutMs and times it. */
export async function runCheck(probe: ReadinessProbe, fixed: ReadinessDetails = {}): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${probeTimeoutMs} ms`)), probeTimeoutMs);
  });
  try {
    const details = await Promise.race([probe(), deadline]);
    return { status: 'ok', ms: elapsed(started), details: { ...fixed, ...(details ?? {}) } };
  } catch (error) {
    const details = error instanceof ReadinessFailure ? error.details : {};
    return { status: 'failed', ms: elapsed(started), details: { ...fixed, ...details }, error };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/**
 * The registered checks, in the order they were added. app.ts creates one, gives it to the system module
 * (which answers the probe) and to whatever registers a check: `checks.add('jobs', async () => ({ queued }))`.
 */
export class ReadinessChecks {
  private readonly checks = new Map<string, { probe: ReadinessProbe; fixed: ReadinessDetails }>();

  /**
   * Registers a named check. `fixed` details are reported whatever the outcome (the storage's kind);
   * the probe's own (what it resolves with, or a ReadinessFailure's) are added to them.
   */
  add(name: string, probe: ReadinessProbe, fixed: ReadinessDetails = {}): void {
    // `database` is the system module's own check; two subsystems under one name would hide each other.
    if (name === 'database' || this.checks.has(name))
      throw new Error(`readiness check ${name} is registered twice`);
    this.checks.set(name, { probe, fixed });
  }

  /** Runs every check side by side. */
  async run(): Promise<[name: string, result: CheckResult][]> {
    return Promise.all(
      [...this.checks].map(
        async ([name, { probe, fixed }]) => [name, await runCheck(probe, fixed)] as [string, CheckResult],
      ),
    );
  }
}
