import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientContracts } from './build/client-contracts';

const apiTarget = 'http://127.0.0.1:8080';

/** In development, /sso/* gets the sign-on entry (the server does this in production). */
function signOnEntryInDev(): Plugin {
  return {
    name: 'mall-sso-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/sso(\/|\?|$)/.test(req.url)) req.url = '/sso.html';
        next();
      });
    },
  };
}

export default defineConfig({
  // Assets live under /assets/ at the site root: the server serves the storefront at /mallview/* and the
  // sign-on page at /sso/* from the same dist folder.
  base: '/',
  plugins: [react(), signOnEntryInDev(), clientContracts()],
  resolve: {
    // The browser gets the contracts without zod (see src/lib/contracts-client.ts).
    alias: [
      {
        find: /^@mall\/contracts$/,
        replacement: resolve(import.meta.dirname, 'src/lib/contracts-client.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        sso: resolve(import.meta.dirname, 'sso.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
});
