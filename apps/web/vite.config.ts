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

/** The table's stand-ins (see antdStandIns): they load with the table, in its chunk. */
const RC_TABLE_UTIL = fileURLToPath(new URL('./src/lib/rc-table-scrollbar-size.ts', import.meta.url));
const TABLE_FILTER = fileURLToPath(new URL('./src/lib/antd-table-filter.tsx', import.meta.url));

/**
 * Modules of antd the build replaces, for one importer each, with a stand-in of our own:
 * - antd's Table imports its column filter dropdown (and with it Tree, Radio and the filter menu,
 *   ~20 KiB gzip) statically; no table here declares filters, so the table gets a stand-in that loads
 *   the dropdown the first time a filtered column renders (src/lib/antd-table-filter.tsx);
 * - Button's and Tag's styles import color-picker's ColorPresets for its `isBright` helper, and with
 *   it Collapse (src/lib/antd-is-bright.ts).
 * - rc-table's Table takes its helpers from @rc-component/util; the stand-in measures a scroll area's
 *   scrollbar once per kind instead of on every mount and every return to a kept page
 *   (src/lib/rc-table-scrollbar-size.ts);
 * - antd's colour helpers (which Tooltip uses) take rc-component's Color class from the colour
 *   picker's index, and antd's form context takes FormProvider from rc-component/form's: each gets
 *   the one file it needs, so the shell's libraries chunk, which takes what its modules import,
 *   does not take the whole colour picker and form engine with them (see codeSplittingGroups).
 * The build fails if antd no longer makes one of these imports, rather than silently shipping the
 * modules again.
 */
const antdStandIns = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    standIn: TABLE_FILTER,
  },
  {
    importer: /antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    source: '../../color-picker/components/ColorPresets',
    standIn: fileURLToPath(new URL('./src/lib/antd-is-bright.ts', import.meta.url)),
  },
  {
    importer: /antd[\\/]es[\\/]color-picker[\\/](util|color)\.js$/,
    source: '@rc-component/color-picker',
    standIn: fileURLToPath(
      new URL('../../node_modules/@rc-component/color-picker/es/color.js', import.meta.url),
    ),
  },
  {
    importer: /@rc-component[\\/]table[\\/]es[\\/]Table\.js$/,
    source: '@rc-component/util',
    standIn: RC_TABLE_UTIL,
  },
  {
    importer: /antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    standIn: fileURLToPath(
      new URL('../../node_modules/@rc-component/form/es/FormContext.js', import.meta.url),
    ),
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
 * list the target itself and the chunks certainly loaded by the time the importing chunk runs: its
 * own static imports (directly or through others), and what every chunk that imports it had loaded
 * (an area's page map is only ever imported by the shell, so the shell's chunks are there). What is
 * left is exactly what may still be missing, so nothing loads later than before.
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
  // Who imports each chunk, statically or not; an entry (a document's script) has no one before it.
  const importersOf = new Map<string, string[]>();
  const loadedWhenRunning = new Map<string, Set<string>>();
  const loadedBeforeRunning = (file: string, visiting: Set<string>): Set<string> => {
    const known = loadedWhenRunning.get(file);
    if (known) return known;
    const own = staticClosure(file);
    const chunk = bundle?.[file];
    const importers = importersOf.get(file) ?? [];
    // A cycle of imports is cut with the chunk's own imports only: less to drop, never too much.
    if (chunk?.type !== 'chunk' || chunk.isEntry || importers.length === 0 || visiting.has(file)) return own;
    visiting.add(file);
    let common: Set<string> | undefined;
    for (const importer of importers) {
      const before = loadedBeforeRunning(importer, visiting);
      common = new Set(common ? [...common].filter((f) => before.has(f)) : before);
    }
    visiting.delete(file);
    const loaded = new Set([...own, ...(common ?? [])]);
    loadedWhenRunning.set(file, loaded);
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
        loadedWhenRunning.clear();
        importersOf.clear();
        for (const chunk of Object.values(output)) {
          if (chunk.type !== 'chunk') continue;
          for (const target of [...chunk.imports, ...chunk.dynamicImports]) {
            importersOf.set(target, [...(importersOf.get(target) ?? []), chunk.fileName]);
          }
        }
      },
    },
  };
  const resolveDependencies = (target: string, deps: string[], { hostId }: { hostId: string }) => {
    if (!bundle) throw new Error('preload lists: the bundle was not captured before import analysis');
    const loaded = loadedBeforeRunning(hostId, new Set());
    // The target itself too: the import fetches it at the same moment a preload would.
    return deps.filter((dep) => dep !== target && !loaded.has(dep));
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

/** Modules under node_modules/<one of `paths`> (folders, or files without their extension). */
function inNodeModules(...paths: string[]): RegExp {
  // Followed by a folder's slash or a file's extension: `User` names UserOutlined.js, not UserSwitch….
  return new RegExp(String.raw`[\\/]node_modules[\\/](${paths.join('|')})(?=[\\/.])`);
}
/** Modules of apps/web/src or packages/core/src under one of `paths`. */
function inSources(app: string[], core: string[]): RegExp {
  return new RegExp(
    String.raw`[\\/](apps[\\/]web[\\/]src[\\/](${app.join('|')})|packages[\\/]core[\\/]src[\\/](${core.join('|')}))(?=[\\/.])`,
  );
}
const sep = String.raw`[\\/]`;

const LIST_ENGINE = inSources(
  [
    `resources${sep}(list|render|api|view|use-row-id)`,
    `resources${sep}action${sep}action-page-path`,
    `widgets${sep}(data-table|search-form|export|panel|permission|plate-display)`,
  ],
  [`resources${sep}(define-resource|define-view|field|field-text|operation-path)`, 'format', 'validators'],
);
const TABLE_LIBRARIES = inNodeModules(
  `antd${sep}es${sep}(table|pagination|popconfirm)`,
  `@rc-component${sep}(table|pagination)`,
  `@rc-component${sep}tree${sep}es${sep}(util|utils${sep}(conductUtil|treeUtil|keyUtil))`,
  // The pager's jump arrows and the sorter's carets.
  `@ant-design${sep}(icons${sep}es${sep}icons|icons-svg${sep}es${sep}asn)${sep}(DoubleLeft|DoubleRight|CaretUp|CaretDown)Outlined`,
);
/** The icons of the list engine's buttons (新增, 导入, 导出, 列设置, 展开条件), each a small file alone. */
const LIST_ENGINE_ICONS = inNodeModules(
  `@ant-design${sep}(icons${sep}es${sep}icons|icons-svg${sep}es${sep}asn)${sep}(Plus|Upload|Download|ArrowUp|ArrowDown|Up)Outlined`,
);

/**
 * Chunks of their own for what the console's first page loads. The bundler cuts shared code by which
 * later page needs which module, which left the shell and a list page in ~120 files (react-dom, the
 * router, antd's core, the menus, the table, the search form, the list engine); served one by one,
 * each is compressed alone, and a compressor finds antd's repeated style code and the engine's
 * repeated shapes only across them. Grouped, the first page is ~40 KiB (br) and ~70 requests lighter.
 * - react and zustand on their own: the sign-in page's flow needs them (lib/session-store) while the
 *   user types, and must not download the shell with them. Nothing below is what it loads;
 * - the shell's libraries, with what they import: every console page needs them;
 * - the table's and the form's libraries, and the list engine (resources/list, the data table, the
 *   search form, value rendering): a list page needs all three; a form page the form's alone.
 * antd's and rc-component's folders are named one by one, so a component only some page uses keeps
 * loading with that page; a group takes what its modules import with them (antdStandIns keeps two
 * imports of a whole package index out).
 */
const codeSplittingGroups = [
  { name: 'react', test: inNodeModules('react', 'zustand'), priority: 5 },
  {
    name: 'shell-libraries',
    priority: 4,
    test: inNodeModules(
      'react-dom',
      'scheduler',
      'react-is',
      'react-router',
      '@tanstack',
      `@ant-design${sep}(cssinjs|cssinjs-utils|fast-color|colors)`,
      `@ant-design${sep}icons${sep}es${sep}(components|utils)`,
      `@ant-design${sep}icons${sep}es${sep}icons${sep}(Ellipsis|Down|Right|Close|Loading|MenuFold|MenuUnfold|Setting|Logout|User|Bell|Appstore|Search|FileText)Outlined`,
      'stylis',
      '@emotion',
      '@babel',
      'clsx',
      'throttle-debounce',
      `@rc-component${sep}(util|motion|trigger|portal|resize-observer|context|menu|overflow|dropdown|tooltip)`,
      `antd${sep}es${sep}(_util|config-provider|theme|style|locale|version|button|layout|menu|dropdown|tooltip|popover|badge|avatar|breadcrumb|space|grid|flex|spin)`,
    ),
  },
  {
    name: 'table-libraries',
    priority: 2,
    // Only these modules, not what they import: antd's table loads its filter dropdown through Vite's
    // preload helper, which the sign-in page shares, and rc-tree's helpers import its Tree. Nor the
    // filter dropdown's own modules, which load when a filtered column first renders (antdStandIns).
    includeDependenciesRecursively: false,
    test: (id: string) =>
      id === RC_TABLE_UTIL ||
      id === TABLE_FILTER ||
      (TABLE_LIBRARIES.test(id) && !/[\\/]table[\\/]hooks[\\/]useFilter[\\/]Filter/.test(id)),
  },
  {
    name: 'form-libraries',
    priority: 3,
    test: inNodeModules(
      `antd${sep}es${sep}(form|select|input|checkbox|radio|tag|empty|row|col)`,
      `@rc-component${sep}(form|async-validator|select|virtual-list|input|textarea|checkbox)`,
    ),
  },
  {
    // A module some code loads lazily (an import dialog, say) keeps its own chunk: named by a function,
    // which can ask the module graph, rather than matched by `test`.
    name: (id: string, ctx: { getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null }) =>
      (LIST_ENGINE.test(id) || LIST_ENGINE_ICONS.test(id)) &&
      (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0
        ? 'list-engine'
        : null,
    debugName: 'list-engine',
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

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
      output: { codeSplitting: { groups: codeSplittingGroups } },
    },
  },
}));
