/**
 * The server as plain JavaScript (`npm run build`, after the SPA): src/server/main.ts bundled into
 * dist-server/main.mjs (and the backup command into dist-server/db-backup.mjs), every package left as an import
 * (node_modules, production dependencies only),
 * and the migrations beside it (database.ts finds them next to the code). `node dist-server/main.mjs`
 * then runs it without the TypeScript toolchain (docs/operations.md, "A built server").
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'dist-server';

const copyMigrations: Plugin = {
  name: 'copy-migrations',
  writeBundle() {
    fs.cpSync(fileURLToPath(new URL('./src/server/db/migrations', import.meta.url)), `${OUT_DIR}/migrations`, {
      recursive: true,
    });
  },
};

export default defineConfig({
  plugins: [copyMigrations],
  publicDir: false,
  build: {
    ssr: true,
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // The server, and the backup and move commands for operators (docs/operations.md, "Backups").
      input: {
        main: fileURLToPath(new URL('./src/server/main.ts', import.meta.url)),
        'db-backup': fileURLToPath(new URL('./src/server/db/backupCli.ts', import.meta.url)),
        'db-move': fileURLToPath(new URL('./src/server/db/moveCli.ts', import.meta.url)),
      },
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
});
