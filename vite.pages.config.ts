import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The build of one public page's script: one classic script and its stylesheet at fixed names,
 * `out/p-assets/{name}.js` and `.css`. No React, no chunks: the pages' CSP allows scripts from this
 * server only, and a phone on a slow network loads one small file.
 */
function pageBuild(name: string, entry: string, emptyOutDir: boolean): UserConfig {
  return {
    root: here('./src/pages'),
    base: '/p-assets/',
    publicDir: false,
    build: {
      target: 'es2022',
      outDir: here('./out/p-assets'),
      emptyOutDir,
      sourcemap: false,
      modulePreload: false,
      cssCodeSplit: false,
      rollupOptions: {
        input: here(entry),
        output: {
          format: 'iife',
          entryFileNames: `${name}.js`,
          assetFileNames: `${name}[extname]`,
          inlineDynamicImports: true,
        },
      },
    },
  };
}

/** A classic script is one entry per build: the card page's is built once the campaign's is written. */
const cardPage = (): Plugin => ({
  name: 'card-page',
  apply: 'build',
  async closeBundle() {
    await build({ ...pageBuild('card-page', './src/pages/card/main.ts', false), configFile: false });
    // A published website's beacon (src/server/modules/web/analytics/beacon.ts serves it).
    await build({ ...pageBuild('site-beacon', './src/pages/site/beacon.ts', false), configFile: false });
    // The bot widget every embed loads, served as /widget/v1.js (src/server/modules/bots/widget).
    await build({ ...pageBuild('widget-v1', './src/pages/widget/main.ts', false), configFile: false });
  },
});

/**
 * The public pages' scripts (issue 15, Public page; issue 14, hosted card page):
 * - `campaign-page.js` and `.css`, which the campaign page shell loads from `/p-assets/`
 *   (src/server/modules/campaigns/routes.ts);
 * - `card-page.js`, which the server sends as the hosted card page's `/c-assets/beacon.js`
 *   (src/server/modules/cards/page-script.ts);
 * - `site-beacon.js`, a published website's script, served as `/s/_platform/beacon.{hash}.js`
 *   (src/server/modules/web/analytics/beacon.ts);
 * - `widget-v1.js`, the bot widget, served as `/widget/v1.js` (src/server/modules/bots/widget).
 */
export default defineConfig({
  ...pageBuild('campaign-page', './src/pages/campaign/main.ts', true),
  plugins: [cardPage()],
});
