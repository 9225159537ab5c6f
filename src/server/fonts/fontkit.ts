import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);
let loaded: typeof Fontkit | undefined;

/**
 * fontkit, loaded by the first font the server reads rather than with the server: it was a third of
 * a second of every start, which most starts never use. Synchronous, so its callers stay as they were.
 */
export const fontkit = (): typeof Fontkit => (loaded ??= require('fontkit') as typeof Fontkit);
