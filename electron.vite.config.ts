import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'electron-vite';
import { SERVER_WORKERS } from './scripts/server-build.mjs';
import { rendererConfig } from './vite.web.config';

/** Native or optional modules: loaded from node_modules at run time (rebuilt for Electron by electron-builder). */
const NATIVE = ['better-sqlite3', '@node-rs/argon2', 'keytar', 'pg-native'];

export default defineConfig((): UserConfig => {
  return {
    main: {
      build: {
        outDir: 'out/main',
        rollupOptions: {
          // The desktop main process, the platform server it runs in a utility process with the
          // worker threads it starts beside it (scripts/server-build.mjs lists them), and the worker
          // thread that parses Excel files away from the window's process.
          input: {
            index: resolve('src/main/index.ts'),
            server: resolve('src/server/main.ts'),
            ...Object.fromEntries(
              Object.entries(SERVER_WORKERS).map(([name, file]) => [name, resolve(file)]),
            ),
            'excel-worker': resolve('src/main/excel-worker.ts'),
          },
          external: NATIVE,
        },
      },
    },
    preload: {
      build: {
        outDir: 'out/preload',
        // A sandboxed preload cannot import anything: one self-contained CommonJS file.
        externalizeDeps: false,
        rollupOptions: {
          input: { index: resolve('src/preload/index.ts') },
          external: ['electron'],
          output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
        },
      },
    },
    renderer: {
      // The same Vite settings as browser mode (vite.web.config.ts); served from app://bizsuite/.
      ...rendererConfig,
      base: '/',
      build: {
        ...rendererConfig.build,
        outDir: resolve('out/renderer'),
        emptyOutDir: true,
        rollupOptions: { ...rendererConfig.build.rollupOptions, input: resolve('src/renderer/index.html') },
      },
    },
  };
});
