// The caller's language on every request: the envelope plugin sets it (cookie, else Accept-Language); routes
// read it. Declared here, below both, so routes need not know the plugin.
import type { Locale } from '@mall/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}
