import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** react-router's package exports only its development build; its production build drops the dev-only checks. */
const reactRouter = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

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

/** The guest's menu is a page of its own (menu.html); the server sends it for /menu/{slug}, and so does the dev server. */
const guestMenuPage: Plugin = {
  name: 'guest-menu-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/menu/')) req.url = '/menu.html';
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  plugins: [nativeObjectEntries, guestMenuPage],
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
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { admin: fileURLToPath(new URL('./index.html', import.meta.url)), menu: fileURLToPath(new URL('./menu.html', import.meta.url)) },
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
