// The signed-in caller as the request layer carries it. The plugins and define-route know only this shape;
// the account module's Session has it (app.ts hands the session plugin the account module's resolve).

/** A signed-in caller: who, in which centre, with which permission codes. */
export interface Caller {
  userId: number;
  custId: number;
  subsysCode: string;
  oldUserId: number | null;
  tokenHash: string;
  /** Permission codes of the account's role in this centre (spec §6); '*' is every code. */
  permissions: readonly string[];
}

/** What a session token stands for. */
export type CallerLookup = { status: 'ok'; session: Caller } | { status: 'expired' } | { status: 'unknown' };

/** Looks a session token up (the account module's sessions). */
export type ResolveCaller = (token: string) => Promise<CallerLookup>;

declare module 'fastify' {
  interface FastifyRequest {
    session?: Caller | null;
  }
  interface FastifyInstance {
    /** Given to the session plugin by app.ts. */
    resolveSession: ResolveCaller;
  }
  interface FastifyContextConfig {
    /** A GET that changes something (sign-out): guarded against other sites like every POST. */
    changesState?: boolean;
  }
}
