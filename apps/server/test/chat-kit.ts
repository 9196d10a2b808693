// Helpers for the chat tests (API, live channel, two server copies): sign a demo user in and drive a
// live-channel client the way a browser tab does.
import { type ChatServerFrame, chatEndpoints, ErrorCode } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/account';
import { api, CallFailed } from './api';

export interface Member {
  token: string;
  userId: number;
  custId: number;
}

/** A session for a user, as the sign-on page would create it (the sign-in itself is tested elsewhere). */
export async function signIn(
  app: App,
  db: Db,
  mobile: string,
  subsysCode = 'DRP.TMALL.BUYER',
): Promise<Member> {
  const [user] = await db
    .select({ id: users.id, custId: users.custId })
    .from(users)
    .where(eq(users.mobile, mobile));
  if (!user) throw new Error(`no user ${mobile}`);
  const token = await app.services.sessions.create({ userId: user.id, subsysCode });
  return { token, userId: user.id, custId: user.custId };
}

/** Sends a text message into a conversation as the member; fails unless it was sent. Answers the message. */
export async function sendText(app: App, who: Member, messageId: number, content: string) {
  const res = await api(app).call(chatEndpoints.sendMessage, { body: { messageId, content } }, { as: who });
  if (res.code !== ErrorCode.OK) throw new CallFailed(res, 'sendmessage');
  return res.ext;
}

export type MessageFrame = Extract<ChatServerFrame, { event: 'chat.message.v1' }>;

/** A live-channel client that records every frame and can wait for the ones a test expects. */
export class LiveClient {
  readonly frames: ChatServerFrame[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** Opens the socket; rejects with the HTTP status when the handshake is refused. */
  static open(
    port: number,
    member: Member | null,
    options: {
      lastId?: number;
      origin?: string;
      cookie?: boolean;
      autoPong?: boolean;
      channel?: string;
      /** The spec's IM/{token} form: this path token (the member's session, or any text), no header. */
      pathToken?: string;
    } = {},
  ): Promise<LiveClient> {
    const query = options.lastId !== undefined ? `?lastId=${options.lastId}` : '';
    const headers: Record<string, string> = {};
    if (member && options.cookie) headers.cookie = `X-Access-Token=${member.token}`;
    else if (member && options.pathToken === undefined) headers['x-access-token'] = member.token;
    if (options.origin) headers.origin = options.origin;
    const path =
      options.pathToken !== undefined
        ? `/api/IM/${options.pathToken}`
        : `/api/im/message/${options.channel ?? 'web'}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}${query}`, {
      headers,
      autoPong: options.autoPong ?? true,
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new LiveClient(socket)));
      socket.once('unexpected-response', (_req, res) => {
        reject(Object.assign(new Error(`handshake refused: ${res.statusCode}`), { status: res.statusCode }));
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  messages(): MessageFrame['message'][] {
    return this.frames.filter((f): f is MessageFrame => f.event === 'chat.message.v1').map((f) => f.message);
  }

  /** Waits until `done()` holds (checked on every frame and on close), or fails after `ms`. */
  async until(done: () => boolean, ms = 5000, what = 'frames'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the ready frame and answers the cursor it gives. */
  async ready(): Promise<number> {
    await this.until(() => this.frames.some((f) => f.event === 'chat.ready.v1'), 5000, 'ready');
    const frame = this.frames.find((f) => f.event === 'chat.ready.v1') as { lastId: number };
    return frame.lastId;
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async close() {
    if (this.closed || this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.until(() => this.closed !== undefined, 5000, 'close');
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
