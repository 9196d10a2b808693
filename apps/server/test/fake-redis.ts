import net from 'node:net';

/**
 * A stand-in Redis for the readiness tests: speaks enough of RESP for ioredis to connect (INFO for its ready
 * check, PING, SUBSCRIBE) and answers anything else +OK. `failing = true` makes every command answer an
 * error, as a Redis out of memory or still loading does; a connection stays open either way.
 */
export class FakeRedis {
  failing = false;
  private readonly server = net.createServer((socket) => this.serve(socket));
  private readonly sockets = new Set<net.Socket>();

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as net.AddressInfo;
    return `redis://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private serve(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseCommand(buffer);
        if (!parsed) break;
        buffer = buffer.subarray(parsed.length);
        socket.write(this.answer(parsed.args));
      }
    });
  }

  private answer(args: string[]): string {
    if (this.failing) return '-ERR fake redis: out of service\r\n';
    const name = (args[0] ?? '').toUpperCase();
    if (name === 'PING') return '+PONG\r\n';
    if (name === 'INFO') return bulk('# Server\r\nredis_version:7.2.0\r\nloading:0\r\n');
    if (name === 'SUBSCRIBE' || name === 'UNSUBSCRIBE')
      return args
        .slice(1)
        .map((channel, i) => `*3\r\n${bulk(name.toLowerCase())}${bulk(channel)}:${i + 1}\r\n`)
        .join('');
    return '+OK\r\n';
  }
}

function bulk(text: string): string {
  return `$${Buffer.byteLength(text)}\r\n${text}\r\n`;
}

/** One command (an array of bulk strings) from the front of `buffer`, or null while it is incomplete. */
function parseCommand(buffer: Buffer): { args: string[]; length: number } | null {
  let at = 0;
  const line = () => {
    const end = buffer.indexOf('\r\n', at);
    if (end < 0) return null;
    const text = buffer.toString('utf8', at, end);
    at = end + 2;
    return text;
  };
  const head = line();
  if (head === null) return null;
  if (!head.startsWith('*')) return { args: head.split(' '), length: at }; // inline command
  const count = Number(head.slice(1));
  const args: string[] = [];
  for (let i = 0; i < count; i++) {
    const size = line();
    if (size === null) return null;
    const n = Number(size.slice(1));
    if (buffer.length < at + n + 2) return null;
    args.push(buffer.toString('utf8', at, at + n));
    at += n + 2;
  }
  return { args, length: at };
}
