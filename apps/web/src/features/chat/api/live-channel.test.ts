import { type ChatServerFrame, chatCloseCodes, limits } from '@mall/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  heartbeatLostCode,
  isChangeFrame,
  LiveChannel,
  liveChannelUrl,
  type SocketLike,
} from './live-channel';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server (or the network) does:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  frame(frame: object | string) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }
}

const message = (id: number) =>
  ({
    code: 2001,
    event: 'chat.message.v1',
    message: {
      id,
      messageId: 7,
      sendOrReceive: 2,
      sendType: 1,
      sendCustId: 4,
      sendCustName: 'shop',
      image: '',
      addTime: '2026-01-01T00:00:00.000Z',
      content: `m${id}`,
      messageObj: '',
    },
  }) as const;

describe('LiveChannel', () => {
  let sockets: FakeSocket[];
  let frames: ChatServerFrame[];
  let channel: LiveChannel;
  let signedIn: boolean;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    frames = [];
    signedIn = true;
    channel = new LiveChannel({
      url: (lastId) => liveChannelUrl({ protocol: 'http:', host: 'mall.test' }, lastId),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      onFrame: (frame) => frames.push(frame),
      canReconnect: () => signedIn,
    });
  });
  afterEach(() => {
    channel.stop();
    vi.useRealTimers();
  });

  const last = () => sockets[sockets.length - 1] as FakeSocket;

  it('opens the socket on the page host without a token, then resumes from the newest id seen', () => {
    channel.start();
    expect(last().url).toBe('ws://mall.test/api/im/message/web');
    last().open();
    last().frame({ code: 1000, event: 'chat.ready.v1', lastId: 40 });
    last().frame(message(41));
    last().drop();

    // Reconnects only after the delay of spec §9.
    vi.advanceTimersByTime(limits.reconnectDelayMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://mall.test/api/im/message/web?lastId=41');
    expect(liveChannelUrl({ protocol: 'https:', host: 'mall.test' }, 3)).toBe(
      'wss://mall.test/api/im/message/web?lastId=3',
    );
  });

  it('passes each message on once, even when a resume repeats it', () => {
    channel.start();
    last().open();
    last().frame(message(5));
    last().frame(message(6));
    last().frame(message(6));
    last().frame(message(4));
    last().frame({ code: 2002, event: 'chat.read.v1', messageId: 7 });
    expect(frames.map((f) => f.code)).toEqual([2001, 2001, 2002]);
    expect(channel.cursor).toBe(6);
    last().frame('not json');
  });

  it('pings every heartbeat period and closes when nothing answered within one period', () => {
    channel.start();
    last().open();
    vi.advanceTimersByTime(limits.heartbeatMs);
    expect(last().sent).toEqual(['{"event":"ping"}']);
    last().frame({ code: 1001, event: 'chat.pong.v1', ts: 1 });
    vi.advanceTimersByTime(limits.heartbeatMs);
    expect(last().sent).toHaveLength(2);
    // No answer to the second ping:
    vi.advanceTimersByTime(limits.heartbeatMs);
    expect(sockets[0]?.closedWith).toBe(heartbeatLostCode);
    vi.advanceTimersByTime(limits.reconnectDelayMs);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when the session ended or the user signed out', () => {
    channel.start();
    last().open();
    last().drop(chatCloseCodes.sessionEnded);
    vi.advanceTimersByTime(limits.reconnectDelayMs * 3);
    expect(sockets).toHaveLength(1);

    channel.start();
    expect(sockets).toHaveLength(2);
    signedIn = false;
    last().drop();
    vi.advanceTimersByTime(limits.reconnectDelayMs * 3);
    expect(sockets).toHaveLength(2);
  });

  it('stop() closes the socket and cancels a pending reconnection', () => {
    channel.start();
    last().drop();
    channel.stop();
    vi.advanceTimersByTime(limits.reconnectDelayMs * 2);
    expect(sockets).toHaveLength(1);
  });

  it('treats codes starting with 2 as a conversation change', () => {
    expect(isChangeFrame({ code: 2001 })).toBe(true);
    expect(isChangeFrame({ code: 2999 })).toBe(true);
    expect(isChangeFrame({ code: 1000 })).toBe(false);
    expect(isChangeFrame({ code: 40000 })).toBe(false);
  });
});
