import {
  beginText,
  cleanText,
  endText,
  lineSplit,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFOperator,
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

/** pdf-lib's defaults for what these texts do not set (the distance between lines, black). */
const LINE_HEIGHT = 24;
const BLACK = rgb(0, 0, 0);

/**
 * What `page.drawText(text, { x, y, size, font, color })` draws, with the font named once per page.
 * pdf-lib's drawText adds two new names of its font to the page's resources on every call (the
 * font's, then the previous font's again), and finding a free name walks all the earlier ones: in
 * an invoice of a few hundred texts the names were a tenth of the render (issue 28), and the page
 * carried hundreds of names for two fonts. Each line is placed where pdf-lib's would be (its line
 * height, 24 points down), without the line-height and next-line operators it writes around every
 * line: a fifth fewer operators to write and compress, the same page.
 */
export function drawText(
  page: PDFPage,
  text: string,
  { x, y, size, font, color = BLACK }: { x: number; y: number; size: number; font: PDFFont; color?: Color },
): void {
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(fontKeyOn(page, font), size),
  ];
  lineSplit(cleanText(text)).forEach((line, i) =>
    operators.push(setTextMatrix(1, 0, 0, 1, x, y - i * LINE_HEIGHT), showText(font.encodeText(line))),
  );
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
}
