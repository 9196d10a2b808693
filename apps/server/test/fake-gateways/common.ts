import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An RSA key pair as PEM, made fresh for each fake (nothing secret is kept in the repository). */
export function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export type Handler = (
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) => void | Promise<void>;

/** A local HTTP server on a free port of 127.0.0.1. */
export async function listen(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handler(request, Buffer.concat(chunks).toString('utf8'), response)).catch((error) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A notification to deliver: to the app under test with inject, or over HTTP to a running server. */
export interface Notification {
  headers: Record<string, string>;
  body: string;
}

export async function deliver(url: string, notification: Notification) {
  const response = await fetch(url, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
  });
  return { status: response.status, body: await response.text() };
}
