import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fonts: Promise<PdfFonts> | null = null;

/**
 * DejaVu Sans, regular and bold, read once from the dejavu-fonts-ttf package: the font of every PDF
 * the server makes (invoices need its ₹ sign, cards its wide Latin coverage for accented names).
 */
export function pdfFonts(): Promise<PdfFonts> {
  fonts ??= Promise.all([
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  fonts.catch(() => (fonts = null));
  return fonts;
}
