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

/** A local HTTP server on 127.0.0.1, on a free port unless `port` is given. */
export async function listen(handler: Handler, port = 0): Promise<{ server: Server; origin: string }> {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${address.port}` };
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The payer's page of a fake gateway (Alipay's cashier, WeChat Pay's H5 page): what is paid, a button
 * that pays (the form posts `fields` to `payAction`) and a link back to the shop without paying.
 */
export function cashierPage(input: {
  title: string;
  amount: string;
  subject: string;
  payAction: string;
  fields: Record<string, string>;
  backUrl: string;
}) {
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(input.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f5f5f5}main{background:#fff;padding:24px;border-radius:8px;max-width:420px;margin:0 auto}p{color:#555;word-break:break-all}button{font-size:18px;padding:12px;width:100%;margin:16px 0}</style></head>
<body><main><h1>${escapeHtml(input.title)}</h1><p>test double · 测试替身</p><p data-testid="cashier-amount">¥${escapeHtml(input.amount)}</p><p>${escapeHtml(input.subject)}</p>
<form method="post" action="${escapeHtml(input.payAction)}">${hidden}<button type="submit">确认付款 Pay</button></form>
<a href="${escapeHtml(input.backUrl)}">返回商家 Back to the shop</a></main></body></html>`;
}

export function sendHtml(response: ServerResponse, status: number, html: string) {
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(html);
}

export function redirect(response: ServerResponse, location: string) {
  response.statusCode = 303;
  response.setHeader('location', location);
  response.end();
}
