import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface ConsoleOptions {
  /** The built consoles (apps/console/dist): console.html and assets/. */
  consoleDistDir: string;
}

/**
 * Serves the consoles (apps/console: the merchant workbench and the platform console) at /console/*: its
 * hashed files under /console/assets/ cached for good, its page for every other address (the app routes
 * itself). The page is never cached (it names the hashed files) and never indexed. What the page may do is
 * the API's to decide: every console endpoint checks the centre and the permission code itself.
 */
export async function consolePlugin(app: FastifyInstance, opts: ConsoleOptions) {
  const page = 'index.html';
  if (!existsSync(path.join(opts.consoleDistDir, page))) {
    const notBuilt = (_req: unknown, reply: FastifyReply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The consoles are not built yet: run `npm run build`.');
    app.get('/console', notBuilt);
    app.get('/console/*', notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: path.join(opts.consoleDistDir, 'assets'),
    prefix: '/console/assets/',
    // Its own reply.sendFile, for the page below (the storefront's plugin keeps its own to itself).
    decorateReply: true,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
  });
  const sendPage = (_req: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .header('x-robots-tag', 'noindex, nofollow')
      .sendFile(page, opts.consoleDistDir, { cacheControl: false });
  app.get('/console', (_req, reply) => reply.redirect('/console/'));
  app.get('/console/', sendPage);
  app.get('/console/*', sendPage);
}
