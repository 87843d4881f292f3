import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const coreSource = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));
/**
 * react-router's package exports name only its development build (dev warnings switched on by a
 * constant, not by NODE_ENV), so a production build would ship the warnings. Its production build
 * is the same code with the constant off.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Two documents, as the server serves them: / is the plain sign-in page (index.html), every other
 * page path is the console (console.html). The dev server learns the same split here.
 */
const consoleDocument: Plugin = {
  name: 'console-document',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = req.url?.split('?')[0] ?? '/';
      const isPage = req.headers.accept?.includes('text/html') && path !== '/' && !/\.[a-z0-9]+$/i.test(path);
      if (isPage) req.url = '/console.html';
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  appType: 'mpa',
  plugins: [react(), consoleDocument],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    // The web app compiles core from source, so it never waits for core's own build.
    alias: {
      '@console/core': coreSource,
      ...(command === 'build' ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: {
        signIn: fileURLToPath(new URL('./index.html', import.meta.url)),
        console: fileURLToPath(new URL('./console.html', import.meta.url)),
      },
    },
  },
}));
