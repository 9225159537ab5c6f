import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The public pages' script and style (issue 15, Public page): one classic script and one stylesheet
 * at fixed names, `out/p-assets/campaign-page.js` and `.css`, which the server's page shell loads
 * from `/p-assets/` (src/server/modules/campaigns/routes.ts). No React, no chunks: the page's CSP
 * allows scripts from this server only, and a phone on a slow network loads one small file.
 */
export default defineConfig({
  root: here('./src/pages'),
  base: '/p-assets/',
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: here('./out/p-assets'),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: here('./src/pages/campaign/main.ts'),
      output: {
        format: 'iife',
        entryFileNames: 'campaign-page.js',
        assetFileNames: 'campaign-page[extname]',
        inlineDynamicImports: true,
      },
    },
  },
});
