import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { buildOpenApiDocument } from '../lib/openapi';
import { envelopePlugin } from '../plugins/envelope';
import { multipartPlugin } from '../plugins/multipart';
import { sessionPlugin } from '../plugins/session';
import { registerContentSecurityPolicy, StatisticsSource, statisticsParam } from '../plugins/statistics-csp';
import type { Infrastructure } from './infrastructure';
import type { Modules } from './modules';

/** The plugins every request passes: cookies, security headers, compression, the envelope, sessions, docs. */
export async function registerPlugins(
  app: FastifyInstance,
  config: Config,
  infra: Infrastructure,
  modules: Modules,
) {
  await app.register(cookie);
  // The statistics script of BAIDU_STATISTICS (spec §3) is allowed only when set: its origin may load
  // the script and receive its beacons (an image or request to the same origin), nothing else.
  registerContentSecurityPolicy(
    app,
    new StatisticsSource(
      async () => (await modules.system.system.getParams([statisticsParam]))[statisticsParam],
      infra.now,
    ),
    config.publicOrigin,
  );
  // The CSP is set above (one header per statistics origin); helmet sets the other headers.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(envelopePlugin);
  await app.register(multipartPlugin);
  await app.register(sessionPlugin, {
    resolve: (token) => modules.account.sessions.resolve(token),
    siteOrigin: config.publicOrigin,
  });

  const openapi = buildOpenApiDocument('0.1.0');
  await app.register(swagger, { mode: 'static', specification: { document: openapi as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
