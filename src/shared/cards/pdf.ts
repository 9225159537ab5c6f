import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFString, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
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

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
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
  const page = doc.addPage([W, 842]);
  let y = 842;

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
  const centred = (text: string, font: PDFFont, size: number) => {
    page.drawText(text, { x: (W - font.widthOfTextAtSize(text, size)) / 2, y, size, font });
    y -= size + 6;
  };
  centred(`${c.firstName} ${c.lastName}`.trim(), bold, 18);
  if (c.designation) centred(c.designation, regular, 11);
  if (c.companyName) centred(c.companyName, regular, 11);
  y -= 8;

  const line = (text: string, href: string | null) => {
    if (!text || y < 200) return;
    page.drawText(text, {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: href ? primary : rgb(0.13, 0.13, 0.13),
    });
    if (href) addLink(doc, page, href, [MARGIN, y - 2, MARGIN + regular.widthOfTextAtSize(text, 10), y + 10]);
    y -= 16;
  };
  const tel = (p: string) => `tel:${p.replace(/[^0-9+]/g, '')}`;
  for (const p of [c.phoneNumber, c.phoneNumber2, c.companyPhoneNumber, c.companyPhoneNumber2])
    if (p) line(p, tel(p));
  for (const m of [c.email, c.email2, c.companyEmail, c.companyEmail2]) if (m) line(m, `mailto:${m}`);
  if (c.website) line(c.website, safeHref(c.website));
  if (c.businessAddress)
    line(c.businessAddress.replace(/\s+/g, ' '), mapsHref(c.companyName, c.businessAddress));

  for (const s of c.customSection) {
    if (y < 220) break;
    y -= 6;
    if (s.title) {
      page.drawText(s.title, { x: MARGIN, y, size: 12, font: bold });
      y -= 16;
    }
    for (const l of wrap(s.description, regular, 10, W - 2 * MARGIN).slice(0, 6)) {
      page.drawText(l, { x: MARGIN, y, size: 10, font: regular });
      y -= 14;
    }
  }

  // The QR of the hosted link, as vectors (one rectangle per dark module).
  const qr = QRCode.create(input.hostedUrl, { errorCorrectionLevel: 'M' }).modules;
  const side = 140;
  const cell = side / (qr.size + 8);
  const x0 = (W - side) / 2;
  const y0 = 40;
  page.drawRectangle({ x: x0, y: y0, width: side, height: side, color: rgb(1, 1, 1) });
  for (let r = 0; r < qr.size; r++)
    for (let col = 0; col < qr.size; col++)
      if (qr.get(r, col))
        page.drawRectangle({
          x: x0 + (col + 4) * cell,
          y: y0 + side - (r + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
  addLink(doc, page, input.hostedUrl, [x0, y0, x0 + side, y0 + side]);
  const url = input.hostedUrl;
  page.drawText(url, { x: (W - regular.widthOfTextAtSize(url, 8)) / 2, y: y0 - 14, size: 8, font: regular });
  return doc.save();
}
