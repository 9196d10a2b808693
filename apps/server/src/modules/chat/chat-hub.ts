import {
  type ChatMessage,
  type ChatServerFrame,
  chatClientFrameSchema,
  chatCloseCodes,
  chatDirections,
  chatFrameCodes,
} from '@mall/contracts';
import type { WebSocket } from 'ws';
import type { Broker } from '../../lib/broker/broker';
import type { LiveHub } from '../../lib/live-hub';

/** A message as stored, before it is seen from one side (sendOrReceive is per reader). */
export type StoredChatMessage = Omit<ChatMessage, 'sendOrReceive'> & { receiveCustId: number };

/** What travels between server copies. */
export type ChatEvent =
  | {
      kind: 'message';
      message: StoredChatMessage;
      /** Customer id → the id of the previous message in that customer's conversations. */
      prev: Record<string, number>;
    }
  | { kind: 'read'; custId: number; messageId: number };

/** Where the hub reads what a socket missed; implemented by the chat service over the database. */
export interface ChatMessageSource {
  /** Messages of the customer's conversations after `afterId`, oldest first, at most `limit`. */
  messagesAfter(custId: number, afterId: number, limit: number): Promise<StoredChatMessage[]>;
  /** The newest message id of the customer's conversations (0 when none). */
  headOf(custId: number): Promise<number>;
}

export interface ChatHubOptions {
  /** Protocol ping interval; a socket that answered nothing since the previous ping is closed (spec §9: 50 s). */
  heartbeatMs: number;
  /** Sockets one user may hold open on one server copy. */
  maxSocketsPerUser: number;
  /** A socket whose unsent output grows past this is closed (it resumes when it reconnects). */
  maxBufferedBytes: number;
  /** Rows per read while catching a socket up. */
  resumeBatch: number;
  /** How often an open socket's session is checked again (on the client's heartbeat). */
  sessionCheckMs: number;
  now: () => number;
  /** Whether the session behind an open socket is still valid (logout, expiry). */
  sessionValid: (token: string) => Promise<boolean>;
  onError: (error: unknown, context: string) => void;
}

export interface ChatIdentity {
  userId: number;
  custId: number;
  /** Kept in memory only, to re-check the session; never logged. */
  token: string;
}

const topic = 'mall:chat:v1';

/** Hands an event to the hubs of every server copy (this one included). */
export function publishChatEvent(broker: Broker, event: ChatEvent) {
  return broker.publish(topic, JSON.stringify(event));
}

/** The frame of a message as one reader sees it; cached per direction since both sides usually listen. */
function messageFrame(event: Extract<ChatEvent, { kind: 'message' }>, readerCustId: number, cache: string[]) {
  const own = event.message.sendCustId === readerCustId;
  const slot = own ? 0 : 1;
  if (cache[slot] === undefined) cache[slot] = JSON.stringify(toMessageFrame(event.message, own));
  return cache[slot] as string;
}

function toMessageFrame(stored: StoredChatMessage, own: boolean): ChatServerFrame {
  const { receiveCustId: _receiver, ...rest } = stored;
  return {
    code: chatFrameCodes.message,
    event: 'chat.message.v1',
    message: { ...rest, sendOrReceive: own ? chatDirections.own : chatDirections.other },
  };
}

/**
 * One open live-channel socket. Every message of the customer's conversations reaches it exactly once and
 * in id order: `cursor` is the last id sent; an event is sent directly only when the id it follows (its
 * `prev` for this customer) is the cursor, otherwise the socket reads what it missed from the database.
 */
export class ChatConnection {
  private cursor = 0;
  private state: 'syncing' | 'live' | 'closed' = 'syncing';
  private pending: Extract<ChatEvent, { kind: 'message' }>[] = [];
  alive = true;
  private sessionCheckedAt: number;

  constructor(
    private readonly hub: ChatHub,
    readonly socket: WebSocket,
    readonly identity: ChatIdentity,
  ) {
    this.sessionCheckedAt = hub.options.now();
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('message', (data, isBinary) => this.onClientFrame(isBinary ? null : data.toString()));
    socket.on('close', () => this.hub.detach(this));
    socket.on('error', () => this.hub.detach(this));
  }

  /** Sends what the client missed after `lastId` (none given: starts from now), then goes live. */
  async begin(lastId: number | undefined) {
    const head = await this.hub.source.headOf(this.identity.custId);
    if (lastId === undefined || lastId >= head) {
      this.cursor = head;
    } else {
      this.cursor = lastId;
      await this.catchUp();
    }
    if (this.state === 'closed') return;
    this.send(JSON.stringify({ code: chatFrameCodes.ready, event: 'chat.ready.v1', lastId: this.cursor }));
    this.goLive();
  }

  onMessageEvent(event: Extract<ChatEvent, { kind: 'message' }>, cache: string[]) {
    if (this.state === 'closed') return;
    if (this.state === 'syncing') {
      this.pending.push(event);
      return;
    }
    if (event.message.id <= this.cursor) return;
    if (event.prev[String(this.identity.custId)] === this.cursor) {
      this.cursor = event.message.id;
      this.send(messageFrame(event, this.identity.custId, cache));
      return;
    }
    // A gap: an earlier message has not reached this copy yet (or was lost). The database has it.
    this.pending.push(event);
    this.resync();
  }

  sendRaw(frame: string) {
    if (this.state !== 'closed') this.send(frame);
  }

  /** Reads everything after the cursor again (after a gap, or when the broker may have lost events). */
  resync() {
    if (this.state !== 'live') return;
    this.state = 'syncing';
    this.catchUp().then(
      () => this.goLive(),
      (error) => {
        this.hub.options.onError(error, 'chat resync');
        this.close(1011, 'resync failed');
      },
    );
  }

  close(code: number, reason: string) {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.pending = [];
    this.socket.close(code, reason);
    // A peer that never answers the close handshake is dropped after a while.
    setTimeout(() => this.socket.terminate(), 5000).unref();
    this.hub.detach(this);
  }

  private async catchUp() {
    const { source, options } = this.hub;
    for (;;) {
      const rows = await source.messagesAfter(this.identity.custId, this.cursor, options.resumeBatch);
      if (this.state === 'closed') return;
      for (const stored of rows) {
        this.cursor = stored.id;
        this.send(JSON.stringify(toMessageFrame(stored, stored.sendCustId === this.identity.custId)));
      }
      if (rows.length < options.resumeBatch) return;
    }
  }

  private goLive() {
    if (this.state === 'closed') return;
    this.state = 'live';
    const queued = this.pending;
    this.pending = [];
    for (const event of queued) this.onMessageEvent(event, []);
  }

  private send(frame: string) {
    if (this.socket.bufferedAmount > this.hub.options.maxBufferedBytes) {
      this.close(1013, 'too slow');
      return;
    }
    this.socket.send(frame);
  }

  private onClientFrame(text: string | null) {
    this.alive = true;
    let parsed: ReturnType<typeof chatClientFrameSchema.safeParse> | undefined;
    try {
      parsed = text === null ? undefined : chatClientFrameSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      this.sendRaw(
        JSON.stringify({ code: chatFrameCodes.error, event: 'chat.error.v1', msg: 'unknown frame' }),
      );
      return;
    }
    this.sendRaw(JSON.stringify({ code: chatFrameCodes.pong, event: 'chat.pong.v1', ts: Date.now() }));
    this.checkSession();
  }

  /** On the client's heartbeat, at most once per sessionCheckMs: a logged-out session closes the socket. */
  private checkSession() {
    const { now, sessionCheckMs, sessionValid, onError } = this.hub.options;
    if (now() - this.sessionCheckedAt < sessionCheckMs) return;
    this.sessionCheckedAt = now();
    sessionValid(this.identity.token).then(
      (valid) => {
        if (!valid) this.close(chatCloseCodes.sessionEnded, 'session ended');
      },
      (error) => onError(error, 'chat session check'),
    );
  }
}

/**
 * The live channel of one server copy: its open sockets by customer, fed by the broker (so a message sent
 * through any copy reaches sockets on every copy), with the heartbeat.
 */
export class ChatHub implements LiveHub {
  private readonly byCust = new Map<number, Set<ChatConnection>>();
  private readonly socketsPerUser = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopResync: (() => void) | undefined;

  constructor(
    readonly broker: Broker,
    readonly source: ChatMessageSource,
    readonly options: ChatHubOptions,
  ) {}

  async start() {
    this.unsubscribe = await this.broker.subscribe(topic, (payload) => this.dispatch(payload));
    this.stopResync = this.broker.onResync(() => {
      for (const set of this.byCust.values()) for (const c of set) c.resync();
    });
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  canAttach(userId: number) {
    return (this.socketsPerUser.get(userId) ?? 0) < this.options.maxSocketsPerUser;
  }

  /** Registers the socket first (so nothing published meanwhile is missed), then catches it up. */
  attach(socket: WebSocket, identity: ChatIdentity, lastId: number | undefined) {
    const connection = new ChatConnection(this, socket, identity);
    let set = this.byCust.get(identity.custId);
    if (!set) {
      set = new Set();
      this.byCust.set(identity.custId, set);
    }
    set.add(connection);
    this.socketsPerUser.set(identity.userId, (this.socketsPerUser.get(identity.userId) ?? 0) + 1);
    connection.begin(lastId).catch((error) => {
      this.options.onError(error, 'chat resume');
      connection.close(1011, 'resume failed');
    });
    return connection;
  }

  detach(connection: ChatConnection) {
    const set = this.byCust.get(connection.identity.custId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.byCust.delete(connection.identity.custId);
    const left = (this.socketsPerUser.get(connection.identity.userId) ?? 1) - 1;
    if (left > 0) this.socketsPerUser.set(connection.identity.userId, left);
    else this.socketsPerUser.delete(connection.identity.userId);
  }

  /** Open sockets on this copy. */
  get size() {
    let n = 0;
    for (const set of this.byCust.values()) n += set.size;
    return n;
  }

  async stop() {
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.stopResync?.();
    for (const set of [...this.byCust.values()])
      for (const c of [...set]) c.close(chatCloseCodes.goingAway, 'server closing');
  }

  private dispatch(payload: string) {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch (error) {
      this.options.onError(error, 'chat event');
      return;
    }
    if (event.kind === 'message') {
      const cache: string[] = [];
      for (const custId of [event.message.sendCustId, event.message.receiveCustId]) {
        const set = this.byCust.get(custId);
        if (set) for (const c of set) c.onMessageEvent(event, cache);
      }
      return;
    }
    const set = this.byCust.get(event.custId);
    if (!set) return;
    const frame = JSON.stringify({
      code: chatFrameCodes.read,
      event: 'chat.read.v1',
      messageId: event.messageId,
    });
    for (const c of set) c.sendRaw(frame);
  }

  private beat() {
    for (const set of this.byCust.values()) {
      for (const c of set) {
        if (!c.alive) {
          c.close(chatCloseCodes.heartbeatTimeout, 'no heartbeat');
          continue;
        }
        c.alive = false;
        c.socket.ping();
      }
    }
  }
}
