import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

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

/**
 * Modules of antd the build replaces, for one importer each, with a stand-in of our own:
 * - antd's Table imports its column filter dropdown (and with it Tree, Radio and the filter menu,
 *   ~20 KiB gzip) statically; no table here declares filters, so the table gets a stand-in that loads
 *   the dropdown the first time a filtered column renders (src/lib/antd-table-filter.tsx);
 * - Button's and Tag's styles import color-picker's ColorPresets for its `isBright` helper, and with
 *   it Collapse (src/lib/antd-is-bright.ts).
 * The build fails if antd no longer makes one of these imports, rather than silently shipping the
 * modules again.
 */
const antdStandIns = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    standIn: fileURLToPath(new URL('./src/lib/antd-table-filter.tsx', import.meta.url)),
  },
  {
    importer: /antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    source: '../../color-picker/components/ColorPresets',
    standIn: fileURLToPath(new URL('./src/lib/antd-is-bright.ts', import.meta.url)),
  },
];
function antdStandInPlugin(): Plugin {
  const used = new Set<string>();
  return {
    name: 'antd-stand-ins',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      used.clear();
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const rule = antdStandIns.find((r) => r.source === source && r.importer.test(importer));
      if (!rule) return null;
      used.add(rule.standIn);
      return rule.standIn;
    },
    buildEnd(error) {
      const unused = antdStandIns.filter((r) => !used.has(r.standIn)).map((r) => r.source);
      if (!error && unused.length > 0) {
        this.error(`antd no longer imports ${unused.join(', ')} where antdStandIns expects it: update it`);
      }
    },
  };
}

/**
 * Each dynamic import carries the list of chunks to preload beside its target (Vite's
 * __vite__mapDeps), so the page's chunks download in parallel rather than one import after another.
 * Those lists named every chunk the target needs, including react, antd's core and the shell, which
 * the importing chunk has necessarily loaded already (they are its own static imports): with ~300
 * pages that repetition was a good part of the shell's and each area's page map. This drops from each
 * list the chunks the importing chunk statically imports, directly or through others; what is left
 * is exactly what may still be missing, so nothing loads later than before.
 */
function preloadListsWithoutLoadedChunks() {
  let bundle: Rolldown.OutputBundle | undefined;
  const loadedBy = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let loaded = loadedBy.get(file);
    if (loaded) return loaded;
    loaded = new Set([file]);
    loadedBy.set(file, loaded);
    const chunk = bundle?.[file];
    if (chunk?.type === 'chunk')
      for (const dep of chunk.imports) for (const f of staticClosure(dep)) loaded.add(f);
    return loaded;
  };
  const plugin: Plugin = {
    name: 'preload-lists-without-loaded-chunks',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis, which writes the lists in its own generateBundle.
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedBy.clear();
      },
    },
  };
  const resolveDependencies = (_target: string, deps: string[], { hostId }: { hostId: string }) => {
    if (!bundle) throw new Error('preload lists: the bundle was not captured before import analysis');
    const loaded = staticClosure(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preloadLists = preloadListsWithoutLoadedChunks();

const brotli = promisify(zlib.brotliCompress);

/**
 * A brotli copy (quality 11) beside each hashed script and style, which the server sends as it is to
 * a browser accepting br (apps/server/src/plugins/web-app.ts). Compressing once at build time can
 * afford the slow, thorough setting that on-the-fly compression cannot: ~15% fewer bytes for the
 * console's first page. Files under 1 KiB stay as they are, as the server's compression leaves them.
 */
function brotliCopies(): Plugin {
  return {
    name: 'brotli-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter(
        (file) => file.fileName.startsWith('assets/') && /\.(js|css)$/.test(file.fileName),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? file.code : file.source;
          const bytes = typeof source === 'string' ? Buffer.from(source) : source;
          if (bytes.length < 1024) return;
          const compressed = await brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          await writeFile(path.join(outDir, `${file.fileName}.br`), compressed);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  appType: 'mpa',
  plugins: [react(), consoleDocument, antdStandInPlugin(), preloadLists.plugin, brotliCopies()],
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
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    rollupOptions: {
      treeshake: {
        // antd's own packages of components declare no "sideEffects", so a module imported for one
        // helper keeps everything it imports: antd's Table takes four tree helpers from
        // @rc-component/tree's index and so shipped the whole Tree component. Their modules only
        // define components and helpers (styles are antd's CSS-in-JS, injected when rendered).
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
      },
      input: {
        signIn: fileURLToPath(new URL('./index.html', import.meta.url)),
        console: fileURLToPath(new URL('./console.html', import.meta.url)),
      },
    },
  },
}));
