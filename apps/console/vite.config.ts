import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => {
  // A build is the production build whatever NODE_ENV the caller's shell has (as apps/web/vite.config.ts).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // The server serves this app at /console/* and its hashed files at /console/assets/*, beside the
    // storefront's /assets/*: the two builds never overwrite each other's files.
    base: '/console/',
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      rollupOptions: { input: { console: resolve(import.meta.dirname, 'index.html') } },
    },
    server: {
      port: 5174,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/files': { target: apiTarget, changeOrigin: true },
        '/sso': { target: apiTarget, changeOrigin: true },
        '/assets': { target: apiTarget, changeOrigin: true },
      },
    },
  };
});
