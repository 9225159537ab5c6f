import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { InvoiceFonts } from '../../../shared/billing/invoice-pdf';

const require = createRequire(import.meta.url);
let fonts: Promise<InvoiceFonts> | null = null;

/** DejaVu Sans, which has the ₹ sign, read once from the dejavu-fonts-ttf package. */
export function invoiceFonts(): Promise<InvoiceFonts> {
  fonts ??= Promise.all([
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    fs.readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  fonts.catch(() => (fonts = null));
  return fonts;
}
