import type { Caller } from '../../lib/caller';

/**
 * A signed-in caller as every service sees it: who, in which centre, with which permission codes. It is the
 * request layer's `Caller` (lib/caller.ts) under the account module's name, so what the session plugin puts
 * on the request is exactly what services receive, with one definition of its fields.
 */
export type Session = Caller;
