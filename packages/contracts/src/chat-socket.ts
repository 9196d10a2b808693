import { z } from 'zod';
import { chatMessageSchema } from './chat.contracts';

// The chat's live channel (the WebSocket beside chatEndpoints).

/**
 * WebSocket path under /api: `/api/im/message/{channel}`. `channel` is a short name of the client
 * (letters, digits, '-', '_', up to 64; e.g. `web`), never a token. The session travels as the
 * X-Access-Token cookie (browsers send it with the handshake) or header. Query `lastId`: the last message
 * id the client has seen; everything newer is sent first, in order, then live messages.
 */
export const chatSocketPath = '/im/message';
export const chatChannelPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The spec's other form of the live channel (§7 "socket at IM/{token}"): `/api/IM/{token}`, the session
 * token itself in the path, for clients that hold it (the web page does not: its cookie is HttpOnly). The
 * same checks as the channel form apply (Origin, session, sockets per user); the path is never logged as sent.
 */
export const chatTokenSocketPath = '/IM';

/** Close codes the server uses besides the standard ones. */
export const chatCloseCodes = {
  /** The session ended (logout or expiry) while the socket was open: sign in again. */
  sessionEnded: 4401,
  /** The client did not answer the heartbeat in time. */
  heartbeatTimeout: 4408,
  /** Too many sockets for one user. */
  tooManySockets: 4429,
  /** The server is shutting down: reconnect (to another copy) after the reconnect delay. */
  goingAway: 1001,
} as const;

/** Frame codes: 1xxx control, 2xxx a conversation changed (the client reloads it, spec §4). */
export const chatFrameCodes = { ready: 1000, pong: 1001, message: 2001, read: 2002, error: 40000 } as const;

export const chatServerFrameSchema = z.discriminatedUnion('event', [
  /** After the missed messages (if any) were sent: `lastId` is the client's cursor from now on. */
  z.object({ code: z.literal(1000), event: z.literal('chat.ready.v1'), lastId: z.number().int() }),
  /** Answer to the client's heartbeat. */
  z.object({ code: z.literal(1001), event: z.literal('chat.pong.v1'), ts: z.number() }),
  /** A message was stored in one of the reader's conversations (also the reader's own, from any tab). */
  z.object({ code: z.literal(2001), event: z.literal('chat.message.v1'), message: chatMessageSchema }),
  /** The reader opened a conversation on another tab or device: its unread dot can go. */
  z.object({ code: z.literal(2002), event: z.literal('chat.read.v1'), messageId: z.number().int() }),
  /** A frame from the client was not understood. */
  z.object({ code: z.literal(40000), event: z.literal('chat.error.v1'), msg: z.string() }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

/** What a client may send: the heartbeat, every 50 s (limits.heartbeatMs). */
export const chatClientFrameSchema = z.discriminatedUnion('event', [z.object({ event: z.literal('ping') })]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Browser address of the live channel for a page on `location`, resuming after `lastId` when given. */
export function chatSocketUrl(
  location: { protocol: string; host: string },
  channel = 'web',
  lastId?: number,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = lastId && lastId > 0 ? `?lastId=${lastId}` : '';
  return `${scheme}://${location.host}/api${chatSocketPath}/${channel}${query}`;
}
