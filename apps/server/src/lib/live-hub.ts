import type { WebSocket } from 'ws';

/** Who holds an open live-channel socket. */
export interface LiveIdentity {
  userId: number;
  custId: number;
  /** Kept in memory only, to re-check the session; never logged. */
  token: string;
}

/** What the live channel plugin needs of whoever serves the sockets (the chat module's hub). */
export interface LiveHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Whether this user may open one more socket. */
  canAttach(userId: number): boolean;
  /** Takes an accepted socket, and catches it up from `lastId` when given. */
  attach(socket: WebSocket, identity: LiveIdentity, lastId: number | undefined): unknown;
}
