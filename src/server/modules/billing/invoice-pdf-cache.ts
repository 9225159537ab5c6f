import type { InvoiceDocument } from '../../../shared/billing/invoice';
import { pdfFonts } from '../../pdf/fonts';

/**
 * Invoice PDFs kept by everything they show (issue 28). An invoice is not frozen: the supplier's
 * details, the customer's (when the plan has no snapshot), the status and the Pay Now link can all
 * change. So the key is the whole document as the renderer receives it: any change makes a new key
 * and a new render, and a hit gives the bytes this very document rendered to. (The fonts are the
 * same for every document; only pdf-lib's CreationDate differs between two renders of one.)
 * Keeping the bytes spares the render, most of a download's time, when an invoice is opened again.
 */
const MAX_ENTRIES = 256;
const MAX_BYTES = 32 * 1024 * 1024;

const kept = new Map<string, Promise<Uint8Array>>();
const sizes = new Map<string, number>();
let keptBytes = 0;

function forget(key: string) {
  kept.delete(key);
  keptBytes -= sizes.get(key) ?? 0;
  sizes.delete(key);
}

export function invoicePdfBytes(doc: InvoiceDocument): Promise<Uint8Array> {
  const key = JSON.stringify(doc);
  const hit = kept.get(key);
  if (hit) {
    // Least recently used first: a hit moves to the end.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  // The promise is kept at once, so concurrent downloads of one document render it once.
  // pdf-lib loads with the first PDF, not with the server (scripts/server-build.mjs).
  const bytes = Promise.all([import('../../../shared/billing/invoice-pdf'), pdfFonts()]).then(
    ([{ renderInvoicePdf }, fonts]) => renderInvoicePdf(doc, fonts),
  );
  kept.set(key, bytes);
  bytes.then(
    (b) => {
      if (kept.get(key) !== bytes) return;
      sizes.set(key, b.byteLength);
      keptBytes += b.byteLength;
      for (const oldest of kept.keys()) {
        if (kept.size <= MAX_ENTRIES && keptBytes <= MAX_BYTES) break;
        forget(oldest);
      }
    },
    () => {
      if (kept.get(key) === bytes) forget(key);
    },
  );
  return bytes;
}
