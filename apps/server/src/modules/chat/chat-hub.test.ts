import { createServer, type Server } from 'node:http';
import { chatCloseCodes } from '@mall/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { MemoryBroker } from '../../lib/broker/broker';
import {
  type ChatEvent,
  ChatHub,
  type ChatHubOptions,
  publishChatEvent,
  type StoredChatMessage,
} from './chat-hub';

/** The database as the hub sees it: every stored message, by id. */
class FakeSource {
  readonly stored: StoredChatMessage[] = [];
  reads = 0;
  async messagesAfter(custId: number, afterId: number, limit: number) {
    this.reads++;
    return this.stored
      .filter((m) => (m.sendCustId === custId || m.receiveCustId === custId) && m.id > afterId)
      .sort((a, b) => a.id - b.id)
      .slice(0, limit);
  }
  async headOf(custId: number) {
    return Math.max(
      0,
      ...this.stored.filter((m) => m.sendCustId === custId || m.receiveCustId === custId).map((m) => m.id),
    );
  }
}

const message = (id: number, sendCustId = 7, receiveCustId = 8): StoredChatMessage => ({
  id,
  messageId: 1,
  sendType: 1,
  sendCustId,
  receiveCustId,
  sendCustName: 'x',
  image: '',
  addTime: new Date(0).toISOString(),
  content: `m${id}`,
  messageObj: '',
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(options: Partial<ChatHubOptions> = {}) {
  const broker = new MemoryBroker();
  const source = new FakeSource();
  const hub = new ChatHub(broker, source, {
    heartbeatMs: 60_000,
    maxSocketsPerUser: 5,
    maxBufferedBytes: 1024 * 1024,
    resumeBatch: 2,
    sessionCheckMs: 60_000,
    now: Date.now,
    sessionValid: async () => true,
    onError: (error) => {
      throw error;
    },
    ...options,
  });
  await hub.start();
  const wss = new WebSocketServer({ noServer: true });
  const server: Server = createServer();
  server.on('upgrade', (req, socket, head) => {
    const lastId = new URL(req.url ?? '/', 'http://x').searchParams.get('lastId');
    wss.handleUpgrade(req, socket, head, (ws) =>
      hub.attach(ws, { userId: 1, custId: 8, token: 't' }, lastId === null ? undefined : Number(lastId)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  cleanups.push(async () => {
    await hub.stop();
    for (const ws of wss.clients) ws.terminate();
    await new Promise((resolve) => server.close(resolve));
  });
  const connect = async (query = '', autoPong = true) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${query}`, { autoPong });
    const frames: { event: string; lastId?: number; message?: { id: number } }[] = [];
    let closeCode: number | undefined;
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    ws.on('close', (code) => {
      closeCode = code;
    });
    await new Promise((resolve) => ws.once('open', resolve));
    cleanups.push(() => ws.terminate());
    const wait = async (done: () => boolean, ms = 3000) => {
      const end = Date.now() + ms;
      while (!done()) {
        if (Date.now() > end) throw new Error(`timed out; frames ${JSON.stringify(frames)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const ids = () => frames.filter((f) => f.event === 'chat.message.v1').map((f) => f.message!.id);
    return { ws, frames, ids, wait, closeCode: () => closeCode };
  };
  /** Stores a message (as the database would) and publishes its event with the previous ids. */
  const store = (m: StoredChatMessage, prev: Record<string, number>): ChatEvent => {
    source.stored.push(m);
    return { kind: 'message', message: m, prev };
  };
  return { hub, broker, source, connect, store };
}

describe('ChatHub', () => {
  it('sends events that follow the cursor directly, without reading the database', async () => {
    const { broker, source, connect, store } = await setup();
    const client = await connect();
    await client.wait(() => client.frames.some((f) => f.event === 'chat.ready.v1'));
    const readsBefore = source.reads;
    await publishChatEvent(broker, store(message(1), { 7: 0, 8: 0 }));
    await publishChatEvent(broker, store(message(2), { 7: 1, 8: 1 }));
    await client.wait(() => client.ids().length === 2);
    expect(client.ids()).toEqual([1, 2]);
    expect(source.reads).toBe(readsBefore);
  });

  it('fills a gap from the database when an event arrives before the one it follows', async () => {
    const { broker, connect, store } = await setup();
    const client = await connect();
    await client.wait(() => client.frames.some((f) => f.event === 'chat.ready.v1'));
    // Messages 3, 4 and 5 are committed; their events reach this copy out of order (another copy's event
    // for 3 is late), and one of them twice.
    const e3 = store(message(3), { 7: 0, 8: 0 });
    const e4 = store(message(4, 8, 9), { 8: 3, 9: 0 });
    const e5 = store(message(5), { 7: 3, 8: 4 });
    await publishChatEvent(broker, e5);
    await publishChatEvent(broker, e4);
    await publishChatEvent(broker, e3);
    await publishChatEvent(broker, e4);
    await client.wait(() => client.ids().length >= 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(client.ids()).toEqual([3, 4, 5]);
  });

  it('resumes after lastId in batches, and ignores events it already sent', async () => {
    const { broker, connect, store } = await setup();
    for (let id = 1; id <= 5; id++) store(message(id), { 7: id - 1, 8: id - 1 });
    const client = await connect('?lastId=1');
    await client.wait(() => client.frames.some((f) => f.event === 'chat.ready.v1'));
    expect(client.ids()).toEqual([2, 3, 4, 5]);
    expect(client.frames.at(-1)).toEqual({ code: 1000, event: 'chat.ready.v1', lastId: 5 });
    await publishChatEvent(broker, { kind: 'message', message: message(5), prev: { 7: 4, 8: 4 } });
    await publishChatEvent(broker, store(message(6), { 7: 5, 8: 5 }));
    await client.wait(() => client.ids().length === 5);
    expect(client.ids()).toEqual([2, 3, 4, 5, 6]);
  });

  it('starts from the newest id when the client gives none', async () => {
    const { connect, store } = await setup();
    store(message(1), { 7: 0, 8: 0 });
    const client = await connect();
    await client.wait(() => client.frames.length === 1);
    expect(client.frames[0]).toEqual({ code: 1000, event: 'chat.ready.v1', lastId: 1 });
  });

  it('closes a socket that answers no heartbeat, and keeps one that does', async () => {
    const { connect } = await setup({ heartbeatMs: 150 });
    const silent = await connect('', false);
    const answering = await connect('', true);
    await silent.wait(() => silent.closeCode() !== undefined);
    expect(silent.closeCode()).toBe(chatCloseCodes.heartbeatTimeout);
    await new Promise((r) => setTimeout(r, 400));
    expect(answering.closeCode()).toBeUndefined();
  });

  it('closes a socket whose session ended, on its next heartbeat', async () => {
    let valid = true;
    const { connect } = await setup({ sessionCheckMs: 0, sessionValid: async () => valid });
    const client = await connect();
    client.ws.send(JSON.stringify({ event: 'ping' }));
    await client.wait(() => client.frames.some((f) => f.event === 'chat.pong.v1'));
    valid = false;
    client.ws.send(JSON.stringify({ event: 'ping' }));
    await client.wait(() => client.closeCode() !== undefined);
    expect(client.closeCode()).toBe(chatCloseCodes.sessionEnded);
  });

  it('limits sockets per user', async () => {
    const { hub, connect } = await setup({ maxSocketsPerUser: 2 });
    const a = await connect();
    await connect();
    await a.wait(() => hub.size === 2);
    expect(hub.canAttach(1)).toBe(false);
    a.ws.close();
    await a.wait(() => hub.size === 1);
    expect(hub.canAttach(1)).toBe(true);
  });
});
