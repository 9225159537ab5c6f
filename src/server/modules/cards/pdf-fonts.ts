import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans for the card PDF (wide Latin coverage: accented names), read once. */
export function cardPdfFonts() {
  fonts ??= Promise.all([
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  fonts.catch(() => (fonts = null));
  return fonts;
}
