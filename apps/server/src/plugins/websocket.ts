import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { chatChannelPattern, chatSocketPath, chatTokenSocketPath, headerNames } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import type { LiveHub } from '../lib/live-hub';

export interface LiveChannelOptions {
  /** Serves the accepted sockets (the chat module's hub). */
  hub: LiveHub;
  /** Development: also accept pages on a loopback origin (the Vite dev server proxies /api to here). */
  allowLoopbackOrigins: boolean;
  /** PUBLIC_URL's origin: the site's pages, also behind a proxy that sends another Host. */
  siteOrigin?: string;
}

const prefix = `/api${chatSocketPath}/`;
const tokenPrefix = `/api${chatTokenSocketPath}/`;
/** Session tokens are base64url; anything else in the IM/{token} path cannot be one. */
const tokenPattern = /^[A-Za-z0-9_-]{1,128}$/;
/** Clients only send heartbeats; anything bigger is not ours. */
const maxClientFrameBytes = 4096;
/** How long sockets get to answer the close handshake when the server shuts down. */
const closeGraceMs = 1000;

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Answers a handshake that is not accepted with a plain HTTP status and closes the connection. */
function refuse(socket: Duplex, status: number) {
  if (!socket.writable) return socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${reasons[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A page may open the socket only from this site (a browser always sends Origin; without this check any
 * site the user visits could open a socket with the user's cookie). Clients that are not browsers send
 * no Origin and are let through: they cannot carry someone else's cookie.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  loopback: boolean,
  siteOrigin?: string,
) {
  if (origin === undefined) return true;
  if (siteOrigin !== undefined && origin === siteOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && url.host === host) return true;
  return loopback && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function parseLastId(raw: string | null): number | undefined | null {
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The live channel, WebSocket at /api/im/message/{channel} or /api/IM/{token}: the handshake is checked (path, Origin,
 * session, sockets per user) before the upgrade, so a refused client never holds a socket.
 */
export const liveChannelPlugin = fp(async (app: FastifyInstance, opts: LiveChannelOptions) => {
  const { hub } = opts;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxClientFrameBytes,
    perMessageDeflate: false,
  });

  async function accept(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Two forms (spec §7): /api/im/message/{channel} with the session in the cookie or header, and
    // /api/IM/{token} with the token in the path. Both pass the same Origin and session checks below.
    let channel: string;
    let pathToken: string | undefined;
    if (url.pathname.startsWith(prefix)) {
      channel = url.pathname.slice(prefix.length);
      if (!chatChannelPattern.test(channel)) return refuse(socket, 404);
    } else if (url.pathname.startsWith(tokenPrefix)) {
      channel = 'IM';
      pathToken = url.pathname.slice(tokenPrefix.length);
    } else return refuse(socket, 404);
    const lastId = parseLastId(url.searchParams.get('lastId'));
    if (lastId === null) return refuse(socket, 400);
    if (
      !originAllowed(request.headers.origin, request.headers.host, opts.allowLoopbackOrigins, opts.siteOrigin)
    )
      return refuse(socket, 403);

    let token: string | undefined;
    if (pathToken !== undefined) {
      // The path names the session: a cookie or header of another session does not stand in for it.
      token = tokenPattern.test(pathToken) ? pathToken : undefined;
    } else {
      const header = request.headers[headerNames.token.toLowerCase()];
      const cookies = app.parseCookie(request.headers.cookie ?? '');
      token = (Array.isArray(header) ? header[0] : header) || cookies[headerNames.token];
    }
    if (!token || token.length > 128) return refuse(socket, 401);
    const session = await app.resolveSession(token);
    if (session.status !== 'ok') return refuse(socket, 401);
    if (!hub.canAttach(session.session.userId)) return refuse(socket, 429);
    if (socket.destroyed) return;

    wss.handleUpgrade(request, socket, head, (ws) => {
      hub.attach(ws, { userId: session.session.userId, custId: session.session.custId, token }, lastId);
      app.log.debug({ channel, userId: session.session.userId }, 'live channel opened');
    });
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that goes away during the session lookup must not crash the process.
    socket.on('error', () => socket.destroy());
    accept(request, socket, head).catch((error) => {
      app.log.error({ err: error }, 'live channel handshake failed');
      refuse(socket, 500);
    });
  };

  await hub.start();
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await hub.stop();
    // Sockets that do not answer the close handshake in time are cut, so the HTTP server can close.
    const deadline = Date.now() + closeGraceMs;
    while (wss.clients.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  });
});
