import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument } from './invoice';
import { formatInr } from './money';
import { drawText } from '../pdf/draw-text';
import { formatYmd } from '../time/business-clock';

/**
 * The INVOICE / ESTIMATE PDF (spec 00 section 4; CGST Rules 2017, rule 46), drawn the same way by
 * the server and the desktop app. The fonts are TTF bytes that have the ₹ sign (DejaVu Sans): the
 * server reads them from node_modules, the renderer fetches them; this module touches no files.
 */
export interface InvoiceFonts {
  regular: Uint8Array | ArrayBuffer;
  bold: Uint8Array | ArrayBuffer;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const GREY = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.75, 0.75, 0.75);
const SHADE = rgb(0.94, 0.94, 0.94);
const LINK = rgb(0.05, 0.33, 0.75);

const pct = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, '')}%`;

interface Style {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
}

/** Splits text into lines that fit `width`, breaking at spaces (or inside a word that is too long). */
function wrap(text: string, style: Style, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (style.font.widthOfTextAtSize(candidate, style.size) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      line = word;
      while (style.font.widthOfTextAtSize(line, style.size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && style.font.widthOfTextAtSize(line.slice(0, cut), style.size) > width) cut--;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line);
  }
  return out;
}

class Canvas {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page when fewer than `needed` points are left. */
  ensure(needed: number) {
    if (this.y - needed >= MARGIN + 30) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(
    text: string,
    x: number,
    y: number,
    style: Style,
    align: 'left' | 'right' | 'center' = 'left',
    width = 0,
  ) {
    const w = style.font.widthOfTextAtSize(text, style.size);
    const dx = align === 'right' ? width - w : align === 'center' ? (width - w) / 2 : 0;
    drawText(this.page, text, { x: x + dx, y, size: style.size, font: style.font, color: style.color });
  }

  /** Draws wrapped lines from the top `y`; returns the height used. */
  block(
    lines: string[],
    x: number,
    y: number,
    style: Style,
    width: number,
    align: 'left' | 'right' = 'left',
  ) {
    const lead = style.size * 1.3;
    lines.forEach((l, i) => this.text(l, x, y - style.size - i * lead, style, align, width));
    return lines.length * lead;
  }

  /** Wrapped text that opens `url` when clicked (a URI link annotation over it); returns the height used. */
  link(text: string, url: string, x: number, y: number, style: Style, width: number) {
    const lines = wrap(text, style, width);
    const height = this.block(lines, x, y, style, width);
    const widest = Math.max(...lines.map((l) => style.font.widthOfTextAtSize(l, style.size)));
    const ctx = this.doc.context;
    const annotation = ctx.register(
      ctx.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, y - height, x + widest, y],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
    return height;
  }

  rule(y: number, x1 = MARGIN, x2 = A4[0] - MARGIN) {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.6, color: LINE });
  }

  shade(x: number, y: number, width: number, height: number) {
    this.page.drawRectangle({ x, y, width, height, color: SHADE });
  }
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

function table(c: Canvas, columns: Column[], rows: string[][], small: Style, bold: Style) {
  const pad = 4;
  const headerLines = columns.map((col) => wrap(col.title, bold, col.width - 2 * pad));
  const headerHeight = Math.max(...headerLines.map((l) => l.length)) * bold.size * 1.3 + 2 * pad;
  /** One row of wrapped cells from the current line, each in its column. */
  const drawCells = (lines: string[][], font: typeof small) => {
    let x = MARGIN;
    columns.forEach((col, i) => {
      c.block(
        lines[i],
        x + pad,
        c.y - pad,
        font,
        col.width - 2 * pad,
        col.align === 'left' ? 'left' : 'right',
      );
      x += col.width;
    });
  };
  const drawHeader = () => {
    c.ensure(headerHeight + 20);
    c.shade(MARGIN, c.y - headerHeight, A4[0] - 2 * MARGIN, headerHeight);
    drawCells(headerLines, bold);
    c.y -= headerHeight;
  };
  drawHeader();
  for (const row of rows) {
    const cells = row.map((cell, i) => wrap(cell, small, columns[i].width - 2 * pad));
    const height = Math.max(...cells.map((l) => l.length)) * small.size * 1.3 + 2 * pad;
    if (c.y - height < MARGIN + 30) {
      c.ensure(height + headerHeight + 40);
      drawHeader();
    }
    drawCells(cells, small);
    c.y -= height;
    c.rule(c.y);
  }
}

type ParsedFont = ReturnType<typeof fontkit.create>;

/**
 * Glyphs straight from the font's character map, without OpenType shaping. A PDF viewer places
 * glyphs by the widths array and never kerns, so this is what the page shows; shaping was most of
 * the time of a render. (Invoices are Latin text, digits and ₹: no script here needs shaping.)
 */
function unshaped(font: ParsedFont): ParsedFont {
  // Labels, amounts and names repeat within an invoice and across invoices: each text is laid out once.
  const glyphOf = new Map<number, ReturnType<ParsedFont['glyphForCodePoint']>>();
  const laidOut = new Map<
    string,
    { glyphs: ReturnType<ParsedFont['glyphForCodePoint']>[]; positions: unknown[] }
  >();
  const layout = (text: string) => {
    let run = laidOut.get(text);
    if (run) return run;
    const glyphs = Array.from(text, (ch) => {
      const cp = ch.codePointAt(0)!;
      let glyph = glyphOf.get(cp);
      if (!glyph) glyphOf.set(cp, (glyph = font.glyphForCodePoint(cp)));
      return glyph;
    });
    run = {
      glyphs,
      positions: glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })),
    };
    if (laidOut.size > 20_000) laidOut.clear();
    laidOut.set(text, run);
    return run;
  };
  return new Proxy(font, {
    get(target, prop) {
      if (prop === 'layout') return layout;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * What every invoice prints, in this order, whatever it says: each document's font subset starts
 * with these glyphs, so that documents in plain Latin text have the very same subset (and the same
 * widths and ToUnicode map), which is made and compressed once (issue 9, Performance).
 */
const COMMON_TEXT =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~₹·×—–…‘’“”';

type Subset = ReturnType<ParsedFont['createSubset']>;
interface ByteStream {
  on(event: 'data' | 'end' | 'error', cb: (arg: never) => void): ByteStream;
}

/** A finished stream of known bytes, in the shape pdf-lib reads a subset's encodeStream() with. */
function bytesStream(bytes: Promise<Uint8Array>): ByteStream {
  const handlers: Partial<Record<'data' | 'end' | 'error', (arg: never) => void>> = {};
  bytes.then(
    (b) => {
      handlers.data?.(b as never);
      handlers.end?.(undefined as never);
    },
    (err) => handlers.error?.(err as never),
  );
  const stream: ByteStream = {
    on(event, cb) {
      handlers[event] = cb;
      return stream;
    },
  };
  return stream;
}

/**
 * A subset whose encoded font file is kept by the glyphs it holds: documents with the same glyphs
 * (see COMMON_TEXT) reuse it instead of encoding the font again.
 */
function memoSubset(subset: Subset, encoded: Map<string, Promise<Uint8Array>>): Subset {
  const glyphs = (subset as unknown as { glyphs: number[] }).glyphs;
  const encodeStream = () => {
    const key = glyphs.join(',');
    let bytes = encoded.get(key);
    if (!bytes) {
      bytes = new Promise<Uint8Array>((resolve, reject) => {
        const parts: Uint8Array[] = [];
        (subset.encodeStream() as unknown as ByteStream)
          .on('data', (b: Uint8Array) => parts.push(b))
          .on('end', () => resolve(concat(parts)))
          .on('error', reject);
      });
      if (encoded.size > 64) encoded.clear();
      encoded.set(key, bytes);
      bytes.catch(() => encoded.delete(key));
    }
    return bytesStream(bytes);
  };
  return new Proxy(subset, {
    get(target, prop) {
      if (prop === 'encodeStream') return encodeStream;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Parsing a TTF is the other big cost: keep each parsed font (by its bytes) for every document,
 * with the encoded subsets made from it.
 */
const parsed = new WeakMap<ArrayBufferLike, Map<string, ParsedFont>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    const key = `${bytes.byteOffset}:${bytes.byteLength}:${postscriptName ?? ''}`;
    let fonts = parsed.get(bytes.buffer);
    if (!fonts) parsed.set(bytes.buffer, (fonts = new Map()));
    let font = fonts.get(key);
    if (!font) {
      const base = unshaped(fontkit.create(bytes, postscriptName));
      const encoded = new Map<string, Promise<Uint8Array>>();
      font = new Proxy(base, {
        get(target, prop) {
          if (prop === 'createSubset') return () => memoSubset(target.createSubset(), encoded);
          return Reflect.get(target, prop, target);
        },
      });
      fonts.set(key, font);
    }
    return font;
  },
};

/**
 * Deflating the same bytes again gives the same bytes: the font files and ToUnicode maps that
 * documents share are compressed once. Keyed by content (compared in full), so a different
 * document can never get another's stream.
 */
const deflated = new Map<string | number, { raw: string | Uint8Array; stream: Uint8Array }[]>();
const MAX_DEFLATED = 32;
let deflatedCount = 0;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function reuseDeflated(doc: PDFDocument) {
  const context = doc.context;
  const flate = context.flateStream.bind(context);
  const rawStream = (bytes: Uint8Array, dict: Record<string, unknown>) =>
    context.stream(bytes, { ...dict, Filter: 'FlateDecode' } as never);
  context.flateStream = (contents, dict = {}) => {
    const key = typeof contents === 'string' ? contents : contents.length;
    const known = deflated
      .get(key)
      ?.find((e) =>
        typeof contents === 'string'
          ? e.raw === contents
          : e.raw instanceof Uint8Array && sameBytes(e.raw, contents),
      );
    if (known) return rawStream(known.stream, dict);
    const stream = flate(contents, dict);
    if (deflatedCount >= MAX_DEFLATED) {
      deflated.clear();
      deflatedCount = 0;
    }
    deflated.set(key, [...(deflated.get(key) ?? []), { raw: contents, stream: stream.getContents() }]);
    deflatedCount++;
    return stream;
  };
}

/** Renders the document; the bytes are a complete PDF. */
export async function renderInvoicePdf(inv: InvoiceDocument, fonts: InvoiceFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  reuseDeflated(doc);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
  ]);
  // The shared glyphs first, in a fixed order: see COMMON_TEXT.
  regular.encodeText(COMMON_TEXT);
  bold.encodeText(COMMON_TEXT);
  const name = inv.invoiceNumber ?? `Estimate ${inv.id}`;
  doc.setTitle(`${inv.title} ${name}`);
  doc.setAuthor(inv.supplier.companyName);
  doc.setCreator('BizSuite');
  doc.setProducer('BizSuite');

  const c = new Canvas(doc, regular, bold);
  const s = {
    body: { font: regular, size: 9 },
    grey: { font: regular, size: 8.5, color: GREY },
    bold: { font: bold, size: 9 },
    small: { font: regular, size: 8.5 },
    smallBold: { font: bold, size: 8.5 },
    heading: { font: bold, size: 11 },
    title: { font: bold, size: 20 },
    link: { font: regular, size: 9, color: LINK },
  } satisfies Record<string, Style>;
  const contentWidth = A4[0] - 2 * MARGIN;
  const half = contentWidth / 2 - 10;
  /** Full-width body text at the cursor, each line wrapped; the cursor moves below it. */
  const bodyBlock = (lines: string[]) => {
    c.y -= c.block(
      lines.flatMap((l) => wrap(l, s.body, contentWidth)),
      MARGIN,
      c.y,
      s.body,
      contentWidth,
    );
  };

  // Header: the supplier on the left, the title and document facts on the right (rule 46 (a)–(c)).
  const sup = inv.supplier;
  let left = c.block(
    wrap(sup.companyName || 'Supplier details not set', s.heading, half),
    MARGIN,
    c.y,
    s.heading,
    half,
  );
  const supplierLines = [
    sup.address1,
    sup.address2,
    sup.address3,
    sup.stateName ? `State: ${sup.stateName} (${sup.stateCode})` : null,
    sup.gstin ? `GSTIN: ${sup.gstin}` : null,
    [sup.phone, sup.email].filter(Boolean).join(' · ') || null,
  ].filter((l): l is string => !!l);
  left += c.block(
    supplierLines.flatMap((l) => wrap(l, s.body, half)),
    MARGIN,
    c.y - left,
    s.body,
    half,
  );

  const rightX = MARGIN + contentWidth / 2 + 10;
  c.text(inv.title, rightX, c.y - s.title.size, s.title, 'right', half);
  const facts: [string, string][] = [
    [inv.invoiceNumber ? 'Invoice No.' : 'Estimate No.', inv.invoiceNumber ?? `EST-${inv.id}`],
    [inv.invoiceNumber ? 'Invoice Date' : 'Date', formatYmd(inv.documentDate)],
    ['Place of Supply', inv.placeOfSupply ? `${inv.placeOfSupply.name} (${inv.placeOfSupply.code})` : '—'],
    ['Reverse Charge', inv.reverseCharge ? 'Yes' : 'No'],
    ['Status', inv.statusName],
  ];
  if (inv.dueDate && inv.statusName === 'Unpaid') facts.push(['Due Date', formatYmd(inv.dueDate)]);
  let right = s.title.size + 8;
  for (const [label, value] of facts) {
    c.text(label, rightX, c.y - right - s.body.size, s.grey);
    c.text(value, rightX, c.y - right - s.body.size, s.bold, 'right', half);
    right += s.body.size * 1.45;
  }
  c.y -= Math.max(left, right) + 10;
  c.rule(c.y);
  c.y -= 8;

  // Recipient (rule 46 (d), (e)).
  const b = inv.brandInformation;
  c.text('Bill To', MARGIN, c.y - s.grey.size, s.grey);
  c.y -= s.grey.size + 4;
  const customerLines = [
    b.address1,
    b.address2,
    b.address3,
    b.stateName ? `State: ${b.stateName} (${b.stateCode})` : null,
    b.gstNumber ? `GSTIN: ${b.gstNumber}` : 'GSTIN: Unregistered',
    [b.mobileNumber, b.email].filter(Boolean).join(' · ') || null,
  ].filter((l): l is string => !!l);
  c.y -= c.block(wrap(b.companyName ?? '—', s.heading, contentWidth), MARGIN, c.y, s.heading, contentWidth);
  bodyBlock(customerLines);
  c.y -= 10;

  // Lines (rule 46 (f)–(j)).
  const lineColumns: Column[] = [
    { title: '#', width: 20, align: 'left' },
    { title: 'Description', width: 163, align: 'left' },
    { title: 'HSN/SAC', width: 52, align: 'left' },
    { title: 'Qty', width: 32, align: 'right' },
    { title: 'Rate', width: 68, align: 'right' },
    { title: 'Discount', width: 60, align: 'right' },
    { title: 'Taxable Value', width: 72, align: 'right' },
    { title: 'GST', width: contentWidth - 467, align: 'right' },
  ];
  table(
    c,
    lineColumns,
    inv.lines.map((l, i) => [
      String(i + 1),
      l.periodStart && l.periodEnd
        ? `${l.description}\n${formatYmd(l.periodStart)} to ${formatYmd(l.periodEnd)}`
        : l.description,
      l.hsn ?? '',
      String(l.quantity),
      formatInr(l.quantity ? Math.round(l.grossValue / l.quantity) : (l.originalUnitPrice ?? l.unitPrice)),
      formatInr(l.discount),
      formatInr(l.taxableValue),
      pct(l.gstRate),
    ]),
    s.small,
    s.smallBold,
  );
  c.y -= 12;

  // Tax per rate and head (rule 46 (k), (l)).
  const heads = inv.intraState
    ? [...new Set(inv.taxes.flatMap((t) => t.heads.map((h) => h.name)))]
    : (['IGST'] as const);
  const headWidth = (contentWidth - 180) / Math.max(heads.length, 1);
  const taxColumns: Column[] = [
    { title: 'GST Rate', width: 60, align: 'left' },
    { title: 'Taxable Value', width: 120, align: 'right' },
    ...heads.map((h) => ({ title: `${h} Rate / Amount`, width: headWidth, align: 'right' as const })),
  ];
  table(
    c,
    taxColumns,
    inv.taxes.map((t) => [
      pct(t.rate),
      formatInr(t.taxableValue),
      ...heads.map((h) => {
        const head = t.heads.find((x) => x.name === h);
        return head ? `${pct(head.rate)} / ${formatInr(head.amount)}` : '—';
      }),
    ]),
    s.small,
    s.smallBold,
  );
  c.y -= 12;

  // Totals.
  const totals: [string, string, boolean][] = [['Sub Total', formatInr(inv.subTotal), false]];
  for (const t of inv.taxes)
    for (const h of t.heads) totals.push([`${h.name} @ ${pct(h.rate)}`, formatInr(h.amount), false]);
  totals.push(['Total Tax', formatInr(inv.taxAmount), false]);
  // Only when Invoice Settings round to the rupee; otherwise the total is exact to the paisa (spec 00 section 9).
  if (inv.roundOff) totals.push(['Round Off', formatInr(inv.roundOff), false]);
  totals.push(['Total', formatInr(inv.total), true]);
  totals.push(['Amount Paid', formatInr(inv.totalPaid), false]);
  totals.push(['Amount Due', formatInr(inv.amountDue), true]);
  c.ensure(totals.length * 14 + 40);
  const labelX = MARGIN + contentWidth - 250;
  for (const [label, value, strong] of totals) {
    const style = strong ? s.bold : s.body;
    c.text(label, labelX, c.y - style.size, style);
    c.text(value, labelX, c.y - style.size, style, 'right', 250);
    c.y -= style.size * 1.55;
  }
  c.y -= 4;
  bodyBlock([`Amount in words: ${inv.amountInWords}`]);
  c.y -= 10;

  // Payment.
  const payment: string[] = [];
  if (inv.paymentDate)
    payment.push(
      `Paid on ${formatYmd(inv.paymentDate)}${inv.paymentMethod ? ` by ${inv.paymentMethod}` : ''}${
        inv.transactionId ? ` (transaction ${inv.transactionId})` : ''
      }`,
    );
  if (inv.statusName === 'Unpaid') {
    if (sup.bankAccountNumber)
      payment.push(
        `Bank: ${[
          sup.bankName,
          sup.bankAccountName,
          `A/c ${sup.bankAccountNumber}`,
          sup.bankIfsc && `IFSC ${sup.bankIfsc}`,
        ]
          .filter(Boolean)
          .join(', ')}`,
      );
    if (sup.upiId) payment.push(`UPI: ${sup.upiId}`);
  }
  if (inv.statusName === 'Canceled') payment.push('This document has been canceled.');
  if (payment.length || inv.payNowUrl) {
    c.ensure(payment.length * 14 + 50);
    c.text('Payment', MARGIN, c.y - s.grey.size, s.grey);
    c.y -= s.grey.size + 4;
    bodyBlock(payment);
    // Pay Now goes through our payment page, which records the payment before opening the gateway (spec 00 section 2).
    if (inv.payNowUrl)
      c.y -= c.link(`Pay Now: ${inv.payNowUrl}`, inv.payNowUrl, MARGIN, c.y, s.link, contentWidth);
  }

  // Signature (rule 46 (q)).
  c.ensure(60);
  c.y -= 24;
  c.text(
    `For ${sup.companyName || 'the supplier'}`,
    MARGIN,
    c.y - s.body.size,
    s.bold,
    'right',
    contentWidth,
  );
  c.y -= 30;
  c.text('Authorised Signatory', MARGIN, c.y - s.body.size, s.body, 'right', contentWidth);
  c.text('This is a computer-generated document.', MARGIN, c.y - s.body.size, s.grey);

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const footer = `${name} · Page ${i + 1} of ${pages.length}`;
    drawText(p, footer, { x: MARGIN, y: MARGIN - 16, size: 7.5, font: regular, color: GREY });
  });
  // A plain cross-reference table: object streams saved 3 KB of 37 KB at the cost of two more
  // deflates per document (pako, in JavaScript), an eighth of the render (issue 28).
  return doc.save({ useObjectStreams: false });
}
