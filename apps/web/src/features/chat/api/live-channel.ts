import {
  type ChatMessage,
  type ChatServerFrame,
  chatCloseCodes,
  chatFrameCodes,
  chatSocketPath,
  limits,
} from '@mall/contracts';
import { apiBase } from '../../../lib/http';

/**
 * The client of the live channel (spec §4, §9; protocol in docs/chat.md): one WebSocket, a heartbeat
 * every 50 s, closed when nothing answers within 50 s, reopened 10 s after an error or a close, resuming
 * from the newest message id seen so that a message is delivered once and only once.
 */

/** What the channel needs of a WebSocket (the browser's, or a fake in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type LiveStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveChannelOptions {
  /** Address of the socket; `lastId` is the resume cursor (undefined on the very first connection). */
  url: (lastId: number | undefined) => string;
  createSocket?: (url: string) => SocketLike;
  /** A frame from the server; message frames already seen (by id) are never passed on twice. */
  onFrame: (frame: ChatServerFrame) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Asked before each reconnection; false stops the channel (e.g. the user signed out). */
  canReconnect?: () => boolean;
  heartbeatMs?: number;
  reconnectDelayMs?: number;
}

const socketOpen = 1;
/** Close code the client uses when the heartbeat went unanswered (4000-4999 are free for applications). */
export const heartbeatLostCode = 4000;

/** The live channel's address for this page: same host, ws or wss, never a token (the cookie is sent). */
export function liveChannelUrl(
  location: { protocol: string; host: string },
  lastId: number | undefined,
  channel = 'web',
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = lastId && lastId > 0 ? `?lastId=${lastId}` : '';
  return `${scheme}://${location.host}${apiBase}${chatSocketPath}/${channel}${query}`;
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as ChatServerFrame;
    return typeof frame === 'object' && frame !== null && typeof frame.code === 'number' ? frame : null;
  } catch {
    return null;
  }
}

/** Spec §4: a frame whose code starts with 2 means a conversation changed. */
export function isChangeFrame(frame: { code: number }): boolean {
  return String(frame.code).startsWith('2');
}

export class LiveChannel {
  private socket: SocketLike | null = null;
  private lastId: number | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private awaitingReply = false;
  private stopped = true;
  private readonly heartbeatMs: number;
  private readonly reconnectDelayMs: number;
  private readonly createSocket: (url: string) => SocketLike;

  constructor(private readonly options: LiveChannelOptions) {
    this.heartbeatMs = options.heartbeatMs ?? limits.heartbeatMs;
    this.reconnectDelayMs = options.reconnectDelayMs ?? limits.reconnectDelayMs;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  }

  /** The newest message id delivered (the resume cursor). */
  get cursor(): number | undefined {
    return this.lastId;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.reconnect);
    this.reconnect = undefined;
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'done');
    }
    this.options.onStatus?.('stopped');
  }

  private connect() {
    this.reconnect = undefined;
    if (this.stopped) return;
    this.options.onStatus?.('connecting');
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url(this.lastId));
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.('open');
      this.startHeartbeat();
    };
    socket.onmessage = (event) => this.onData(event.data);
    // A browser fires error then close; the close decides what happens next.
    socket.onerror = () => undefined;
    socket.onclose = (event) => this.onClosed(socket, event.code);
  }

  private onData(data: unknown) {
    // Any frame proves the server is there: the pending heartbeat counts as answered.
    this.awaitingReply = false;
    const frame = parseFrame(data);
    if (!frame) return;
    if (frame.code === chatFrameCodes.message && frame.event === 'chat.message.v1') {
      const { id } = frame.message as ChatMessage;
      // Resume after a reconnection may repeat what was already delivered: drop it.
      if (this.lastId !== undefined && id <= this.lastId) return;
      this.lastId = id;
    } else if (frame.code === chatFrameCodes.ready && frame.event === 'chat.ready.v1') {
      this.lastId = Math.max(this.lastId ?? 0, frame.lastId);
    }
    this.options.onFrame(frame);
  }

  private onClosed(socket: SocketLike, code: number) {
    if (socket !== this.socket) return;
    this.detach(socket);
    this.socket = null;
    this.stopHeartbeat();
    if (this.stopped) return;
    // The session ended (logout, expiry): reconnecting would only be refused.
    if (code === chatCloseCodes.sessionEnded) {
      this.stop();
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    this.options.onStatus?.('waiting');
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => {
      if (this.options.canReconnect && !this.options.canReconnect()) {
        this.stop();
        return;
      }
      this.connect();
    }, this.reconnectDelayMs);
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.awaitingReply = false;
    this.heartbeat = setInterval(() => {
      const socket = this.socket;
      if (!socket || socket.readyState !== socketOpen) return;
      if (this.awaitingReply) {
        // Nothing came back within one heartbeat period: the connection is dead even if the browser
        // has not noticed. Treat it as closed now and reconnect after the delay.
        this.detach(socket);
        this.socket = null;
        this.stopHeartbeat();
        socket.close(heartbeatLostCode, 'heartbeat lost');
        this.scheduleReconnect();
        return;
      }
      this.awaitingReply = true;
      socket.send(JSON.stringify({ event: 'ping' }));
    }, this.heartbeatMs);
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    this.awaitingReply = false;
  }

  private detach(socket: SocketLike) {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }
}
