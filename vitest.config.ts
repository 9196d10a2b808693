import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// API tests run against the embedded database, and once more against PostgreSQL when TEST_DATABASE_URL
// is set (.ci/run sets it when a server answers on 127.0.0.1:5432).
const serverTests = ['apps/server/**/*.test.ts'];
/**
 * The server test files that never open a database (pure logic, config, providers): the PostgreSQL pass would
 * only run them a second time (measured: 26 files, about 25 s of the two workers' time). A file counts as
 * opening one when it names the test context, a database opener, the database kind or a test kit.
 */
const databaseFree = readdirSync('apps/server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
  .map((file) => `apps/server/${file}`)
  .filter(
    (file) =>
      !/createTestContext|openTestDatabase|openDatabase|TEST_DB_KIND|test\/helper|-kit'/.test(
        readFileSync(file, 'utf8'),
      ),
  );
// The storefront's server renderer that a test builds (storefront-pages.test.ts) is JavaScript for Node, as
// the server loads it in production: imported as it is, not through Vite's transform (seconds for its 5 MB,
// past Fastify's 10 s for a plugin to start on a busy machine).
const server = { deps: { external: [/\/entry-server\.js$/] } };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on the two-core machine, one test file at a time.
    // An API test file waits on its own embedded database (a process of its own) half of the time, so two
    // files side by side keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/web/**/*.test.ts',
            'apps/console/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
          server,
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Every file builds its own app and database (test/helper.ts) and leaves no module state behind,
          // so a worker keeps the modules it has loaded instead of importing the whole server again for
          // each of the ~70 files (that import, not the tests, was most of the API step's time).
          // A test that mocks a module (vi.mock) or changes process.env must undo it in its own hooks.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: serverTests,
                exclude: [...configDefaults.exclude, ...databaseFree],
                environment: 'node' as const,
                env: { TEST_DB_KIND: 'postgres' },
                server,
                globalSetup: ['apps/server/test/global-setup.ts'],
                isolate: false,
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
