import {
  cleanText,
  degrees,
  drawLinesOfText,
  lineSplit,
  rgb,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';

/** Each font's resource name on each page, made the first time the page uses the font. */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontKeyOn(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  let key = keys.get(font);
  if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
  return key;
}

/** pdf-lib's defaults for what these texts do not set (one line each, upright, black). */
const LINE_HEIGHT = 24;
const BLACK = rgb(0, 0, 0);

/**
 * What `page.drawText(text, { x, y, size, font, color })` draws, with the font named once per page.
 * pdf-lib's drawText adds two new names of its font to the page's resources on every call (the
 * font's, then the previous font's again), and finding a free name walks all the earlier ones: in
 * an invoice of a few hundred texts the names were a tenth of the render (issue 28), and the page
 * carried hundreds of names for two fonts.
 */
export function drawText(
  page: PDFPage,
  text: string,
  { x, y, size, font, color = BLACK }: { x: number; y: number; size: number; font: PDFFont; color?: Color },
): void {
  const lines = lineSplit(cleanText(text)).map((line) => font.encodeText(line));
  page.pushOperators(
    ...drawLinesOfText(lines, {
      color,
      font: fontKeyOn(page, font),
      size,
      rotate: degrees(0),
      xSkew: degrees(0),
      ySkew: degrees(0),
      x,
      y,
      lineHeight: LINE_HEIGHT,
    }),
  );
}
