// The ceiling: a bare Fastify answering a constant JSON body, on this machine, under the same load.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ type: 'ready', port: (app.server.address() as { port: number }).port });
