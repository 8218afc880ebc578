import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  // Apollo Client 3 keeps its development checks and messages unless told otherwise.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
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
