import path from 'node:path';
import type { AppContext } from '../../context';
import { pageScript } from '../../http/page-scripts';

/** The hosted card page's script as the pages build writes it (vite.pages.config.ts, src/pages/card). */
const SCRIPT_FILE = 'card-page.js';
const SOURCE = path.resolve('src', 'pages', 'card', 'main.ts');

/** The hosted card page's script (served as `/c-assets/beacon.js`), or null when there is none. */
export const cardPageScript = (ctx: AppContext): Promise<string | null> =>
  pageScript(ctx, SCRIPT_FILE, SOURCE);
