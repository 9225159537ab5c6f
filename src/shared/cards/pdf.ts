import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFString, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { drawText } from '../pdf/draw-text';
import { mapsHref } from './render';
import { safeHref } from './rules';
import type { CardContent } from './schemas';

/**
 * The card as a PDF (issue 14): banner, logo, names, contact lines as links, the sections' texts
 * and the QR of the hosted link drawn as vector squares from qrcode's matrix (sharp at any print
 * size). Fonts and image bytes come from the caller, so this stays free of Node.
 */
export interface CardPdfInput {
  card: CardContent;
  hostedUrl: string;
  fonts: { regular: Uint8Array; bold: Uint8Array };
  images?: { banner?: Uint8Array | null; logo?: Uint8Array | null };
}

const W = 420;
const MARGIN = 28;

const hexColor = (hex: string) => {
  const n = /^#[0-9a-fA-F]{6}$/.test(hex) ? parseInt(hex.slice(1), 16) : 0xae02d4;
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

async function embedImage(doc: PDFDocument, bytes: Uint8Array | null | undefined): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 4) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // A file that does not decode is left out rather than failing the whole PDF.
  }
  return null;
}

/** A word wider than the line, cut into pieces that fit (an address or e-mail without spaces). */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of Array.from(word)) {
    if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * Text as lines no wider than `width` (issue 23: a long company name or address ran off the page):
 * at spaces, and inside a word only when the word alone is wider than the line. Line breaks kept.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      const pieces = font.widthOfTextAtSize(word, size) > width ? breakWord(word, font, size, width) : [word];
      out.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
    }
    if (line) out.push(line);
  }
  return out;
}

function addLink(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  const ctx = doc.context;
  page.node.addAnnot(
    ctx.register(
      ctx.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rect,
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    ),
  );
}

/** Where text may go: the page less its margins; page 1 keeps its foot for the QR. */
const H = 842;
const TEXT_WIDTH = W - 2 * MARGIN;
const QR_SIDE = 140;
const QR_Y = 40;
/** The lowest a line may sit on the first page (above the QR and its link) and on the next ones. */
const FIRST_PAGE_FLOOR = QR_Y + QR_SIDE + 24;
const PAGE_FLOOR = MARGIN;

export async function renderCardPdf(input: CardPdfInput): Promise<Uint8Array> {
  const { card: c } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(input.fonts.regular, { subset: true }),
    doc.embedFont(input.fonts.bold, { subset: true }),
  ]);
  doc.setTitle(c.cardName || `${c.firstName} ${c.lastName}`);
  const primary = hexColor(c.colorCode);
  const first = doc.addPage([W, H]);
  let page = first;
  let y = H;

  const banner = await embedImage(doc, input.images?.banner);
  if (banner) {
    const h = Math.min(160, (banner.height / banner.width) * W);
    page.drawImage(banner, { x: 0, y: y - h, width: W, height: h });
    y -= h;
  } else {
    page.drawRectangle({ x: 0, y: y - 90, width: W, height: 90, color: primary });
    y -= 90;
  }
  const logo = await embedImage(doc, input.images?.logo);
  if (logo) {
    const size = c.logoSize * 5;
    page.drawImage(logo, { x: (W - size) / 2, y: y - size / 2, width: size, height: size });
    y -= size / 2;
  }
  y -= 24;

  /**
   * Room for a line `height` tall, on a new page when this one is full: nothing a card holds is cut
   * off (issue 23); the first page keeps its foot for the QR.
   */
  const room = (height: number) => {
    const floor = page === first ? FIRST_PAGE_FLOOR : PAGE_FLOOR;
    if (y - height >= floor) return;
    page = doc.addPage([W, H]);
    y = H - MARGIN - height;
  };
  /** Wrapped lines, each centred or from the margin, each optionally a link. */
  const lines = (
    text: string,
    font: PDFFont,
    size: number,
    opts: { centred?: boolean; href?: string | null; color?: ReturnType<typeof rgb>; gap?: number } = {},
  ) => {
    for (const l of wrapText(text, font, size, TEXT_WIDTH)) {
      room(size);
      const width = font.widthOfTextAtSize(l, size);
      const x = opts.centred ? (W - width) / 2 : MARGIN;
      drawText(page, l, { x, y, size, font, color: opts.color ?? rgb(0.13, 0.13, 0.13) });
      if (opts.href) addLink(doc, page, opts.href, [x, y - 2, x + width, y + size]);
      y -= size + (opts.gap ?? 6);
    }
  };
  lines(`${c.firstName} ${c.lastName}`.trim(), bold, 18, { centred: true });
  if (c.designation) lines(c.designation, regular, 11, { centred: true });
  if (c.companyName) lines(c.companyName, regular, 11, { centred: true });
  y -= 8;

  const contact = (text: string, href: string | null) => {
    if (text) lines(text, regular, 10, { href, color: href ? primary : undefined });
  };
  const tel = (p: string) => `tel:${p.replace(/[^0-9+]/g, '')}`;
  for (const p of [c.phoneNumber, c.phoneNumber2, c.companyPhoneNumber, c.companyPhoneNumber2])
    if (p) contact(p, tel(p));
  for (const m of [c.email, c.email2, c.companyEmail, c.companyEmail2]) if (m) contact(m, `mailto:${m}`);
  if (c.website) contact(c.website, safeHref(c.website));
  if (c.businessAddress)
    contact(c.businessAddress.replace(/\s+/g, ' '), mapsHref(c.companyName, c.businessAddress));

  for (const s of c.customSection) {
    y -= 6;
    if (s.title) lines(s.title, bold, 12, { gap: 4 });
    if (s.description) lines(s.description, regular, 10, { gap: 4 });
  }

  // The QR of the hosted link on the first page, as vectors (one rectangle per dark module).
  const qr = QRCode.create(input.hostedUrl, { errorCorrectionLevel: 'M' }).modules;
  const cell = QR_SIDE / (qr.size + 8);
  const x0 = (W - QR_SIDE) / 2;
  first.drawRectangle({ x: x0, y: QR_Y, width: QR_SIDE, height: QR_SIDE, color: rgb(1, 1, 1) });
  for (let r = 0; r < qr.size; r++)
    for (let col = 0; col < qr.size; col++)
      if (qr.get(r, col))
        first.drawRectangle({
          x: x0 + (col + 4) * cell,
          y: QR_Y + QR_SIDE - (r + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
  addLink(doc, first, input.hostedUrl, [x0, QR_Y, x0 + QR_SIDE, QR_Y + QR_SIDE]);
  // The link's words under the QR, wrapped like the rest (a long slug would run off the page).
  let urlY = QR_Y - 14;
  for (const l of wrapText(input.hostedUrl, regular, 8, TEXT_WIDTH).slice(0, 2)) {
    drawText(first, l, { x: (W - regular.widthOfTextAtSize(l, 8)) / 2, y: urlY, size: 8, font: regular });
    urlY -= 10;
  }
  return doc.save();
}
