import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Framework code that every screen needs, kept in stable chunks of its own so that a new release of
 * a page does not invalidate them. antd is deliberately not forced into one chunk: Rollup splits it
 * along the lazy routes, so the login route carries only the components it uses.
 */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router|react-router-dom)\//.test(id)) return 'router';
  if (/node_modules\/(@tanstack|jotai)\//.test(id)) return 'state';
  if (/node_modules\/zod\//.test(id)) return 'zod';
  return undefined;
}

/**
 * The renderer's build, shared by browser mode (this file) and the desktop app
 * (electron.vite.config.ts spreads it and sets its own outDir and base).
 */
export const rendererConfig = {
  root: here('./src/renderer'),
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // exceljs (about 940 kB) is one lazy chunk, loaded only to read or write a workbook.
    chunkSizeWarningLimit: 1000,
    // Tiny chunks (one icon, one hook) cost a request each; Rollup folds them into their neighbours.
    rollupOptions: { output: { manualChunks, experimentalMinChunkSize: 20_000 } },
  },
} satisfies UserConfig;

export default defineConfig({
  ...rendererConfig,
  base: '/',
  build: { ...rendererConfig.build, outDir: here('./out/web'), emptyOutDir: true },
  server: { proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' } },
});
