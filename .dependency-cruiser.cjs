// The layering rules of docs/ARCHITECTURE.md, enforced: `npm run lint` runs dependency-cruiser with this file,
// so a change that breaks one fails `npm test`. Each rule's comment says what it keeps apart.
const server = '^apps/server/src/';
const web = '^apps/web/src/';
const tests = '(\\.test\\.ts|\\.test-d\\.ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circles of imports anywhere: each file can be understood from the ones below it.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-module-front-door',
      severity: 'error',
      comment:
        'A server module reaches another only through its front door, modules/<m>/index.ts (tests inside a module may use its own files).',
      from: { path: `${server}modules/([^/]+)/`, pathNot: tests },
      to: {
        path: `${server}modules/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-outside-uses-front-doors',
      severity: 'error',
      comment:
        'app.ts, compose/, server.ts, the seed, the test kits, bench and scripts use a module through its index.ts only.',
      from: { pathNot: [`${server}modules/`, tests] },
      to: { path: `${server}modules/[^/]+/.+`, pathNot: `${server}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-lower-floors-never-import-modules',
      severity: 'error',
      comment:
        'lib/, plugins/, db/ (schema, client, migrations) and config sit below the modules (and compose/, which builds them) and never import them.',
      from: { path: `${server}(lib|plugins|db)/|${server}config\\.ts$`, pathNot: tests },
      to: { path: `${server}(modules/|compose/|app\\.ts$|server\\.ts$)` },
    },
    {
      name: 'server-lib-below-config',
      severity: 'error',
      comment:
        'lib/ is below config.ts: a lib part names the settings it reads (a slice the configuration fits), never the Config type.',
      from: { path: `${server}lib/`, pathNot: tests },
      to: { path: `${server}config\\.ts$` },
    },
    {
      name: 'server-lib-below-plugins',
      severity: 'error',
      comment: 'lib/ (define-route and friends) is below plugins/: plugins use lib, never the other way.',
      from: { path: `${server}lib/`, pathNot: tests },
      to: { path: `${server}plugins/` },
    },
    {
      name: 'server-services-without-fastify',
      severity: 'error',
      comment:
        'Services hold the rules: no Fastify and no plugins in them (routes bind contracts to services).',
      from: { path: `${server}modules/.+\\.service\\.ts$` },
      to: { path: `((^|/)node_modules/(fastify|@fastify/[^/]+|fastify-plugin)/|${server}plugins/)` },
    },
    {
      name: 'server-only-repositories-query',
      severity: 'error',
      comment: 'Only repositories (*.repository.ts) import Drizzle and the schema.',
      from: {
        path: `${server}modules/`,
        pathNot: ['\\.repository\\.ts$', tests],
      },
      to: { path: `((^|/)node_modules/drizzle-orm/|${server}db/schema/)`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'seed-data-imports-only-data',
      severity: 'error',
      comment:
        'seed/data/ is fixed content (tables, texts, translations, drawings): it imports other data and @mall/contracts only, never the generators, the writers, the database, the rest of the server or a package.',
      from: { path: `${server}seed/data/`, pathNot: tests },
      to: { pathNot: [`${server}seed/data/`, '^packages/contracts/'] },
    },
    {
      name: 'seed-generators-never-write',
      severity: 'error',
      comment:
        'seed/generators/ turn data into rows and pictures, pure functions: they import data/, each other and lib helpers, never writers/, the seed on top (seed.ts, cli.ts), Drizzle, the database client or the file storage.',
      from: { path: `${server}seed/generators/`, pathNot: tests },
      to: {
        path: [
          `${server}seed/(writers/|[^/]+\\.ts$)`,
          '(^|/)node_modules/drizzle-orm/',
          `${server}db/`,
          `${server}lib/storage/`,
        ],
        pathNot: `${server}db/schema/`,
      },
    },
    {
      name: 'seed-generators-schema-types-only',
      severity: 'error',
      comment:
        'A generator may name the schema for the type of the rows it makes (import type), never query it.',
      from: { path: `${server}seed/generators/`, pathNot: tests },
      to: { path: `${server}db/schema/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-features-isolated',
      severity: 'error',
      comment: 'Web features never import each other; app/ composes them, shared pieces live below.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment:
        'components/, hooks/, lib/, config/ and locales/ are shared: they never import features or app/.',
      from: { path: `${web}(components|hooks|lib|config|locales)/`, pathNot: tests },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-ssr-server-only',
      severity: 'error',
      comment:
        'ssr/ is the server renderer (the SSR build starts at ssr/entry-server.tsx): nothing the browser bundle runs imports it.',
      from: { path: web, pathNot: `${web}ssr/` },
      to: { path: `${web}ssr/` },
    },
    {
      name: 'web-http-client-from-api-only',
      severity: 'error',
      comment:
        'Only features/*/api/* call the http client (lib/http.ts); errors are read through lib/api-error.ts.',
      from: {
        path: web,
        // ssr/entry-server.tsx: the server renderer points the client at the server's own API (in process).
        pathNot: [
          `${web}features/[^/]+/api/`,
          `${web}lib/`,
          `${web}app/provider\\.tsx$`,
          `${web}ssr/entry-server\\.tsx$`,
          tests,
        ],
      },
      to: { path: `${web}lib/http\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|test-results)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
