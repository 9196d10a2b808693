import { chatCloseCodes, chatEndpoints } from '@mall/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api';
import { LiveClient, type Member, sendText, signIn } from '../../../test/chat-kit';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let port: number;
let buyer: Member;
let merchant: Member;
let stranger: Member;
let conversationId: number;
const clients: LiveClient[] = [];

async function connect(member: Member | null, options: Parameters<typeof LiveClient.open>[2] = {}) {
  const client = await LiveClient.open(port, member, options);
  clients.push(client);
  return client;
}
const send = (who: Member, content: string) => sendText(ctx.app, who, conversationId, content);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error) => error.status ?? -1,
  );

beforeAll(async () => {
  ctx = await createTestContext({ seed: 'demo', env: { PUBLIC_URL: 'https://shop.example' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
  const db = ctx.database.db;
  buyer = await signIn(ctx.app, db, '13800000001');
  merchant = await signIn(ctx.app, db, '13900000001', 'DRP.TMALL.SELLER');
  stranger = await signIn(ctx.app, db, '13800000002');
  const opened = await api(ctx.app).call(
    chatEndpoints.addMessage,
    {
      body: {
        receiveCustId: merchant.custId,
      },
    },
    { as: buyer },
  );
  conversationId = opened.ext.messageId;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await ctx?.close();
});

describe('live channel handshake', () => {
  it('refuses a client without a session, or with an unknown one', async () => {
    expect(await refusal(connect(null))).toBe(401);
    expect(await refusal(connect({ ...buyer, token: 'not-a-session' }))).toBe(401);
  });

  it("refuses a page from another site, accepts this site's pages", async () => {
    expect(await refusal(connect(buyer, { origin: 'https://evil.example' }))).toBe(403);
    expect(await refusal(connect(buyer, { origin: 'null' }))).toBe(403);
    const same = await connect(buyer, { origin: `http://127.0.0.1:${port}` });
    expect(await same.ready()).toBeGreaterThanOrEqual(0);
    // PUBLIC_URL's pages, also when a proxy in front sends another Host.
    const configured = await connect(buyer, { origin: 'https://shop.example' });
    expect(await configured.ready()).toBeGreaterThanOrEqual(0);
    expect(await refusal(connect(buyer, { origin: 'https://shop.example.evil.example' }))).toBe(403);
  });

  it('authenticates with the session cookie as browsers send it', async () => {
    const client = await connect(buyer, { cookie: true, origin: `http://127.0.0.1:${port}` });
    expect(typeof (await client.ready())).toBe('number');
  });

  it('refuses bad channel names and cursors', async () => {
    expect(await refusal(connect(buyer, { channel: 'a%2Fb' }))).toBe(404);
    const bad = LiveClient.open(port, buyer, { lastId: -1 });
    expect(await refusal(bad)).toBe(400);
  });

  it('answers the heartbeat and complains about frames it does not know', async () => {
    const client = await connect(buyer);
    await client.ready();
    client.send({ event: 'ping' });
    await client.until(() => client.frames.some((f) => f.event === 'chat.pong.v1'));
    client.send('hello');
    await client.until(() => client.frames.some((f) => f.event === 'chat.error.v1'));
    expect(client.closed).toBeUndefined();
  });
});

describe('live channel at IM/{token} (spec §7)', () => {
  it('accepts the session token in the path and delivers messages like the channel form', async () => {
    const tab = await connect(merchant, { pathToken: merchant.token, origin: `http://127.0.0.1:${port}` });
    await tab.ready();
    const sent = await send(buyer, '路径里的令牌');
    await tab.until(() => tab.messages().some((m) => m.id === sent.id));
    expect(tab.messages().find((m) => m.id === sent.id)).toMatchObject({ content: '路径里的令牌' });
  });

  it('refuses a missing, unknown or malformed token, also when a valid cookie comes along', async () => {
    expect(await refusal(connect(null, { pathToken: '' }))).toBe(401);
    expect(await refusal(connect(null, { pathToken: 'not-a-session' }))).toBe(401);
    expect(await refusal(connect(null, { pathToken: 'a%2Fb' }))).toBe(401);
    // The path names the session: the cookie of another (valid) one does not stand in for a bad path token.
    expect(await refusal(connect(buyer, { pathToken: 'not-a-session', cookie: true }))).toBe(401);
  });

  it('refuses a page from another site even with a valid token', async () => {
    expect(await refusal(connect(null, { pathToken: buyer.token, origin: 'https://evil.example' }))).toBe(
      403,
    );
    expect(await refusal(connect(null, { pathToken: buyer.token, origin: 'null' }))).toBe(403);
  });
});

describe('live messages', () => {
  it('pushes a message to both sides as it is sent, and to nobody else', async () => {
    const buyerTab = await connect(buyer);
    const merchantTab = await connect(merchant);
    const strangerTab = await connect(stranger);
    await Promise.all([buyerTab.ready(), merchantTab.ready(), strangerTab.ready()]);

    const hello = await send(buyer, '在吗？');
    await merchantTab.until(() => merchantTab.messages().length === 1);
    expect(merchantTab.frames.at(-1)).toMatchObject({ code: 2001, event: 'chat.message.v1' });
    expect(merchantTab.messages()[0]).toMatchObject({
      id: hello.id,
      messageId: conversationId,
      sendOrReceive: 2,
      content: '在吗？',
    });
    await buyerTab.until(() => buyerTab.messages().length === 1);
    expect(buyerTab.messages()[0]).toMatchObject({ id: hello.id, sendOrReceive: 1 });

    const reply = await send(merchant, '在的，请讲');
    await buyerTab.until(() => buyerTab.messages().length === 2);
    expect(buyerTab.messages()[1]).toMatchObject({ id: reply.id, sendOrReceive: 2, content: '在的，请讲' });

    // Every frame code of a change starts with 2 (spec §4: the client reloads on it).
    expect(merchantTab.frames.filter((f) => String(f.code).startsWith('2'))).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(strangerTab.messages()).toEqual([]);
  });

  it("tells the reader's other tabs when a conversation was opened (unread dot)", async () => {
    const otherTab = await connect(merchant);
    await otherTab.ready();
    await send(buyer, '看一下订单');
    await otherTab.until(() => otherTab.messages().length === 1);
    await api(ctx.app).call(
      chatEndpoints.messageDetail,
      { query: { messageId: conversationId } },
      { as: merchant },
    );
    await otherTab.until(() => otherTab.frames.some((f) => f.event === 'chat.read.v1'));
    expect(otherTab.frames.find((f) => f.event === 'chat.read.v1')).toMatchObject({
      code: 2002,
      messageId: conversationId,
    });
  });

  it('a reconnecting client gets what it missed, in order, exactly once, then live messages', async () => {
    const first = await connect(merchant);
    await first.ready();
    const seen = await send(buyer, 'before the disconnect');
    await first.until(() => first.messages().some((m) => m.id === seen.id));
    const lastSeen = first.messages().at(-1)!.id;
    await first.close();

    const missed = [];
    for (let i = 1; i <= 5; i++) missed.push((await send(buyer, `missed ${i}`)).id);
    missed.push((await send(merchant, 'sent from another device')).id);

    const again = await connect(merchant, { lastId: lastSeen });
    const cursor = await again.ready();
    expect(again.messages().map((m) => m.id)).toEqual(missed);
    expect(again.messages().map((m) => m.content)).toEqual([
      'missed 1',
      'missed 2',
      'missed 3',
      'missed 4',
      'missed 5',
      'sent from another device',
    ]);
    expect(again.messages().at(-1)!.sendOrReceive).toBe(1);
    expect(cursor).toBe(missed.at(-1));

    const live = await send(buyer, 'after the reconnect');
    await again.until(() => again.messages().some((m) => m.id === live.id));
    await new Promise((r) => setTimeout(r, 100));
    const ids = again.messages().map((m) => m.id);
    expect(ids).toEqual([...missed, live.id]);

    // Resuming with an up-to-date cursor sends nothing old.
    const upToDate = await connect(merchant, { lastId: live.id });
    expect(await upToDate.ready()).toBe(live.id);
    expect(upToDate.messages()).toEqual([]);
  });

  it('delivers many concurrent messages to every tab in id order, each once', async () => {
    const tabs = [await connect(buyer), await connect(merchant), await connect(merchant)];
    await Promise.all(tabs.map((t) => t.ready()));
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(i % 2 === 0 ? buyer : merchant, `burst ${i}`)),
    );
    const expected = sent.map((m) => m.id).sort((a, b) => a - b);
    for (const tab of tabs) {
      await tab.until(() => tab.messages().length >= expected.length, 10_000);
      expect(tab.messages().map((m) => m.id)).toEqual(expected);
    }
  });

  // Last: it closes the app (afterAll closes the rest of the context).
  it('closes open sockets when the server shuts down', async () => {
    const client = await connect(buyer);
    await client.ready();
    await ctx.app.close();
    await client.until(() => client.closed !== undefined, 5000, 'close');
    expect(client.closed?.code).toBe(chatCloseCodes.goingAway);
  });
});
