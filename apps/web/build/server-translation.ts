import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const shim = resolve(import.meta.dirname, '../src/ssr/server-translation.ts');

/**
 * In the server build only, the app's `react-i18next` imports resolve to src/ssr/server-translation.ts (a
 * cheaper `useTranslation` for renders that never update); that module itself gets the real package.
 */
export function serverTranslation(): Plugin {
  return {
    name: 'mall-server-translation',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(source, importer) {
      if (source !== 'react-i18next' || !importer || importer === shim) return null;
      return shim;
    },
  };
}
