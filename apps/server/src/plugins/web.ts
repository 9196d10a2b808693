import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface WebOptions {
  webDistDir: string;
  filesDir: string;
}

function sendPage(reply: FastifyReply, webDistDir: string, file: string) {
  // The HTML names the hashed bundles, so it must never be cached or an old page asks for deleted files.
  reply.header('cache-control', 'no-cache, no-store, must-revalidate');
  return reply.sendFile(file, webDistDir, { cacheControl: false });
}

/**
 * Serves the built storefront (/mallview/*), the sign-on page (/sso/*), hashed assets with immutable
 * caching, and stored pictures (/files/*). `/` redirects to the storefront.
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions) {
  const built = existsSync(path.join(opts.webDistDir, 'index.html'));
  mkdirSync(opts.filesDir, { recursive: true });
  app.get('/', (_req, reply) => reply.redirect('/mallview/'));

  await app.register(fastifyStatic, {
    root: opts.filesDir,
    prefix: '/files/',
    decorateReply: !built,
    maxAge: '1d',
    index: false,
    // @fastify/static serves dotfiles by default: a .git, .env or .DS_Store that lands in a served folder
    // (a data folder kept under version control, a copied build) would be downloadable. 404 instead.
    dotfiles: 'ignore',
  });
  if (!built) {
    const notBuilt = (_req: unknown, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    app.get('/mallview', notBuilt);
    app.get('/mallview/*', notBuilt);
    app.get('/sso/*', notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: path.join(opts.webDistDir, 'assets'),
    prefix: '/assets/',
    decorateReply: true,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
  });
  for (const file of ['favicon.svg', 'robots.txt']) {
    app.get(`/${file}`, (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .sendFile(file, opts.webDistDir, { cacheControl: false }),
    );
  }
  const storefront = (_req: unknown, reply: FastifyReply) => sendPage(reply, opts.webDistDir, 'index.html');
  const signOn = (_req: unknown, reply: FastifyReply) => sendPage(reply, opts.webDistDir, 'sso.html');
  app.get('/mallview', storefront);
  app.get('/mallview/*', storefront);
  app.get('/sso', signOn);
  app.get('/sso/*', signOn);
}
