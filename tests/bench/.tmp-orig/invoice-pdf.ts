import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument } from '../../../src/shared/billing/invoice';
import { formatInr } from '../../../src/shared/billing/money';

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
const BLACK = rgb(0, 0, 0);
const SHADE = rgb(0.94, 0.94, 0.94);

const dmy = (ymd: string | null | undefined) => {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
};
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
    this.page.drawText(text, {
      x: x + dx,
      y,
      size: style.size,
      font: style.font,
      color: style.color ?? BLACK,
    });
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
  const drawHeader = () => {
    c.ensure(headerHeight + 20);
    c.shade(MARGIN, c.y - headerHeight, A4[0] - 2 * MARGIN, headerHeight);
    let x = MARGIN;
    columns.forEach((col, i) => {
      c.block(
        headerLines[i],
        x + pad,
        c.y - pad,
        bold,
        col.width - 2 * pad,
        col.align === 'left' ? 'left' : 'right',
      );
      x += col.width;
    });
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
    let x = MARGIN;
    columns.forEach((col, i) => {
      c.block(
        cells[i],
        x + pad,
        c.y - pad,
        small,
        col.width - 2 * pad,
        col.align === 'left' ? 'left' : 'right',
      );
      x += col.width;
    });
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
  const layout = (text: string) => {
    const glyphs = Array.from(text, (ch) => font.glyphForCodePoint(ch.codePointAt(0)!));
    return {
      glyphs,
      positions: glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })),
    };
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
 * Parsing a TTF is the other big cost: keep each parsed font (by its bytes) for every document.
 * A parsed font only caches; each document still makes its own subset.
 */
const parsed = new WeakMap<ArrayBufferLike, Map<string, ParsedFont>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    const key = `${bytes.byteOffset}:${bytes.byteLength}:${postscriptName ?? ''}`;
    let fonts = parsed.get(bytes.buffer);
    if (!fonts) parsed.set(bytes.buffer, (fonts = new Map()));
    let font = fonts.get(key);
    if (!font) fonts.set(key, (font = unshaped(fontkit.create(bytes, postscriptName))));
    return font;
  },
};

/** Renders the document; the bytes are a complete PDF. */
export async function renderInvoicePdf(inv: InvoiceDocument, fonts: InvoiceFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true }),
    doc.embedFont(fonts.bold, { subset: true }),
  ]);
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
  } satisfies Record<string, Style>;
  const contentWidth = A4[0] - 2 * MARGIN;
  const half = contentWidth / 2 - 10;

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
    [inv.invoiceNumber ? 'Invoice Date' : 'Date', dmy(inv.documentDate)],
    ['Place of Supply', inv.placeOfSupply ? `${inv.placeOfSupply.name} (${inv.placeOfSupply.code})` : '—'],
    ['Reverse Charge', inv.reverseCharge ? 'Yes' : 'No'],
    ['Status', inv.statusName],
  ];
  if (inv.dueDate && inv.statusName === 'Unpaid') facts.push(['Due Date', dmy(inv.dueDate)]);
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
  c.y -= c.block(
    customerLines.flatMap((l) => wrap(l, s.body, contentWidth)),
    MARGIN,
    c.y,
    s.body,
    contentWidth,
  );
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
        ? `${l.description}\n${dmy(l.periodStart)} to ${dmy(l.periodEnd)}`
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
  totals.push(['Round Off', formatInr(inv.roundOff), false]);
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
  c.y -= c.block(
    wrap(`Amount in words: ${inv.amountInWords}`, s.body, contentWidth),
    MARGIN,
    c.y,
    s.body,
    contentWidth,
  );
  c.y -= 10;

  // Payment.
  const payment: string[] = [];
  if (inv.paymentDate)
    payment.push(
      `Paid on ${dmy(inv.paymentDate)}${inv.paymentMethod ? ` by ${inv.paymentMethod}` : ''}${
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
    if (inv.paymentLink) payment.push(`Pay online: ${inv.paymentLink}`);
  }
  if (inv.statusName === 'Canceled') payment.push('This document has been canceled.');
  if (payment.length) {
    c.ensure(payment.length * 14 + 30);
    c.text('Payment', MARGIN, c.y - s.grey.size, s.grey);
    c.y -= s.grey.size + 4;
    c.y -= c.block(
      payment.flatMap((l) => wrap(l, s.body, contentWidth)),
      MARGIN,
      c.y,
      s.body,
      contentWidth,
    );
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
    p.drawText(footer, { x: MARGIN, y: MARGIN - 16, size: 7.5, font: regular, color: GREY });
  });
  return doc.save({ useObjectStreams: true });
}
