import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** react-router's package exports only its development build; its production build drops the dev-only checks. */
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * node-polyglot requires the es-shims polyfill of Object.entries (with get-intrinsic and a dozen
 * helpers, ~5 KB gzip) for browsers that lack it; every browser the admin supports has it.
 */
const nativeObjectEntries: Plugin = {
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (id) => (id === 'object.entries' ? '\0object.entries' : null),
  load: (id) => (id === '\0object.entries' ? 'module.exports = Object.entries;' : null),
};

/**
 * The guest's menu is a page of its own (menu.html); the server sends it for /menu/{slug}, and so does the dev server.
 */
const guestMenuPage: Plugin = {
  name: 'guest-menu-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/menu/')) req.url = '/menu.html';
      next();
    });
  },
};

/** What a chunk of the built bundle imports statically (the rest of an output chunk's fields are not read here). */
type BuiltBundle = Record<string, { type: string; imports?: readonly string[] }>;

/**
 * A lazy import's preload list without the chunks its importer has already loaded (its static imports,
 * all the way down): those have run by the time the import does. Vite lists every chunk the lazy one
 * needs, so each lazy screen's list repeated the admin's shell: 5.2 KB gzip on the first admin screen.
 * The bundle is read as Vite's own preload step begins (this plugin's `generateBundle` runs first).
 */
function preloadsBeyondTheImporter() {
  let bundle: BuiltBundle | undefined;
  const loaded = new Map<string, Set<string>>();
  const loadedBy = (host: string): Set<string> => {
    let files = loaded.get(host);
    if (!files) {
      files = new Set();
      const visit = (file: string) => {
        if (files?.has(file)) return;
        files?.add(file);
        for (const imported of bundle?.[file]?.imports ?? []) visit(imported);
      };
      visit(host);
      loaded.set(host, files);
    }
    return files;
  };
  const plugin: Plugin = {
    name: 'preloads-beyond-the-importer',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, built) {
        bundle = built as unknown as BuiltBundle;
        loaded.clear();
      },
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => (hostType === 'js' && bundle?.[hostId] ? deps.filter((dep) => !loadedBy(hostId).has(dep)) : deps);
  return { plugin, resolveDependencies };
}

const preloads = preloadsBeyondTheImporter();

export default defineConfig(({ command }) => ({
  plugins: [nativeObjectEntries, guestMenuPage, preloads.plugin],
  // Apollo Client 3 keeps its development checks and messages unless told otherwise.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouter('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Every browser the admin supports preloads modules itself.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      input: {
        admin: fileURLToPath(new URL('./index.html', import.meta.url)),
        menu: fileURLToPath(new URL('./menu.html', import.meta.url)),
      },
      // The domain is plain declarations: what /login does not use of it stays out of its chunks.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/src/domain/') },
      onwarn(warning, warn) {
        // MUI's "use client" markers mean nothing in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/graphql': 'http://localhost:4000', '/media': 'http://localhost:4000' },
  },
}));
