import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientContracts } from './build/client-contracts';
import { serverTranslation } from './build/server-translation';

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

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is the production build whatever NODE_ENV the caller's shell has: Vite takes the React build
  // and the JSX runtime from NODE_ENV when it is set, and `NODE_ENV=development npm start` (or a test
  // runner's NODE_ENV=test) made a development client bundle and a server renderer calling the dev
  // runtime's jsxDEV, which the production React of the server build does not have. Set here, before Vite
  // reads it after loading this file, so `npm run build`, the bench's build and a bare `vite build` agree.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // Assets live under /assets/ at the site root: the server serves the storefront at /mallview/* and the
    // sign-on page at /sso/* from the same dist folder.
    base: '/',
    plugins: [react(), signOnEntryInDev(), clientContracts(), serverTranslation()],
    resolve: {
      // The browser gets the contracts without zod (see src/lib/contracts-client.ts).
      alias: [
        {
          find: /^@mall\/contracts$/,
          replacement: resolve(import.meta.dirname, 'src/lib/contracts-client.ts'),
        },
      ],
    },
    // The server entry (`vite build --ssr src/ssr/entry-server.tsx`, run by `npm run build`) carries its
    // dependencies inside, so the server loads one file and needs no web packages at run time.
    ssr: { noExternal: true },
    // The server renderer is the production build of React and antd whatever mode the server runs in: the
    // markup (antd's class names) must be the one the production client bundle hydrates.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      // One stylesheet, linked by index.html: a server-rendered page has every page's CSS before its first
      // paint, not after its route's code loads.
      cssCodeSplit: false,
      // No preload links for dynamic imports: Vite's helper inserts one <link rel="modulepreload"> per chunk
      // a dynamic import needs (~30 for the app and for each page), and inserting them cost ~150 ms of one task
      // on a phone's CPU right after the first paint (CPU profile at 4x slowdown, home page: appendChild and
      // the helper). The browser finds the same chunks from the modules' own imports; most of a page's chunks
      // are the app's, already loaded.
      modulePreload: false,
      copyPublicDir: !isSsrBuild,
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
  };
});
