import { decodeEntities } from '../templates/xml';

/**
 * The first worksheet's values read straight from an .xlsx file's XML (issue 28, Import): the cells
 * an import takes (text, numbers, true/false, a formula’s cached result) in about a third of the time
 * exceljs takes to build its whole workbook model, without loading exceljs at all. Anything this
 * reader does not read exactly as exceljs would (dates and other styled numbers, merged cells,
 * phonetic text, escaped characters, unusual XML) makes it answer null, and the caller reads the
 * file with exceljs; a test holds the two readers' rows equal on workbooks of every kind of cell.
 */

/** One cell as JSON (workbook.ts `cellValue`): strings trimmed, blank → null. */
export type CellOut = string | number | boolean | null;

/** A sheet row: its number in the sheet (from 1) and its cells from column A. */
export interface SheetRow {
  rowNumber: number;
  cells: CellOut[];
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/**
 * Number formats that leave a number a number in exceljs: General, the plain, currency, percent,
 * fraction and scientific ones, and text (`@`). Dates and times (14–22, 45–47, custom ones) are
 * left to exceljs, which turns them into dates.
 */
const PLAIN_NUMBER_FORMATS = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 37, 38, 39, 40, 48, 49]);

/** Excel's `_xHHHH_` escapes, CDATA and phonetic runs: exceljs reads them its own way. */
const LEFT_TO_EXCELJS = /_x[0-9A-Fa-f]{4}_|<!\[CDATA\[|<rPh[\s>]/;

/** A cell (`<c r="B12" s="1" t="s"><v>3</v></c>`), its attributes and its inside. */
const CELL = /<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const CELL_REF = /(?:^|\s)r="([A-Z]+)(\d+)"/;
const CELL_TYPE = /(?:^|\s)t="([^"]*)"/;
const CELL_STYLE = /(?:^|\s)s="(\d+)"/;
const VALUE = /<v>([\s\S]*?)<\/v>/;
const INLINE = /<is>([\s\S]*?)<\/is>/;
/** A shared string: plain (`<si><t>…</t></si>`, the common case) or rich (runs of `<t>`). */
const SHARED_ITEM = /<si>(?:<t(?:\s[^>]*)?>([^<]*)<\/t><\/si>|([\s\S]*?)<\/si>)|<si\/>/g;

/** An element's attributes (`name="value"`), prefixes kept (`r:id`). */
function attributesOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)) out.set(m[1], decodeEntities(m[2]));
  return out;
}

/** The text of a string item (`<si>`, `<is>`): its `<t>`, or its rich runs' `<t>`s joined. */
const textOf = (xml: string) => {
  let text = '';
  for (const m of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += decodeEntities(m[1]);
  return text;
};

/** Column letters of a cell reference (`AB12`) as a number from 1, or 0 when it is not one. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else break;
  }
  return col;
}

const trimmed = (s: string): CellOut => s.trim() || null;

/**
 * Whether each cell style (`<cellXfs>`, by index) leaves a number a number: a plain built-in format,
 * or a custom one without date letters outside quotes and brackets (exceljs's own test).
 */
function plainStylesOf(styles: string | undefined): boolean[] {
  if (!styles) return [];
  const custom = new Map<number, boolean>();
  for (const m of styles.matchAll(/<numFmt\s[^>]*>/g)) {
    const a = attributesOf(m[0]);
    const code = (a.get('formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    custom.set(Number(a.get('numFmtId')), !/[dmyhs]/i.test(code));
  }
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\s[^>]*>/g)].map((m) => {
    const id = Number(attributesOf(m[0]).get('numFmtId') ?? 0);
    return custom.get(id) ?? PLAIN_NUMBER_FORMATS.has(id);
  });
}

/** Where the workbook's first sheet lives in the zip, or null. */
function firstSheetPath(workbook: string, rels: string): string | null {
  const sheet = /<sheet\s[^>]*>/.exec(workbook)?.[0];
  if (!sheet) return null;
  const relId = [...attributesOf(sheet)].find(([k]) => /^\w+:id$/.test(k))?.[1];
  if (!relId) return null;
  for (const m of rels.matchAll(/<Relationship\s[^>]*>/g)) {
    const a = attributesOf(m[0]);
    if (a.get('Id') !== relId) continue;
    const target = a.get('Target') ?? '';
    if (!/\/?worksheets\//.test(target) || a.get('TargetMode') === 'External') return null;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return null;
}

/**
 * The first worksheet's rows with a value, as exceljs's `eachRow`/`eachCell` would give them through
 * `cellValue`, or null when the file holds something left to exceljs (see the top of this file).
 */
export async function readSheetXml(bytes: Uint8Array): Promise<SheetRow[] | null> {
  const { unzipSync } = await import('fflate');
  try {
    return readSheet(bytes, unzipSync);
  } catch {
    // Whatever this reader trips on (an unknown entity, a character reference out of range…), exceljs
    // reads or refuses.
    return null;
  }
}

function readSheet(bytes: Uint8Array, unzipSync: typeof import('fflate').unzipSync): SheetRow[] | null {
  // TextDecoder, not fflate's strFromU8: a quarter of the time on a sheet of megabytes.
  const utf8 = new TextDecoder();
  const unzip = (names: ReadonlySet<string>) => {
    try {
      return unzipSync(bytes, { filter: (f) => names.has(f.name) });
    } catch {
      return null;
    }
  };
  const meta = unzip(new Set([WORKBOOK, WORKBOOK_RELS, SHARED_STRINGS, STYLES]));
  if (!meta?.[WORKBOOK] || !meta[WORKBOOK_RELS]) return null;
  const text = (name: string) => (meta[name] ? utf8.decode(meta[name]) : undefined);
  const path = firstSheetPath(text(WORKBOOK)!, text(WORKBOOK_RELS)!);
  const sheetFile = path ? unzip(new Set([path]))?.[path] : undefined;
  if (!sheetFile) return null;
  const sheet = utf8.decode(sheetFile);
  const sharedXml = text(SHARED_STRINGS) ?? '';
  if (!/<sheetData[\s>/]/.test(sheet) || /<mergeCell[\s>/]/.test(sheet)) return null;
  if (LEFT_TO_EXCELJS.test(sheet) || LEFT_TO_EXCELJS.test(sharedXml)) return null;
  const plainStyles = plainStylesOf(text(STYLES));

  const shared: CellOut[] = [];
  for (const m of sharedXml.matchAll(SHARED_ITEM))
    shared.push(trimmed(m[1] !== undefined ? decodeEntities(m[1]) : textOf(m[2] ?? '')));

  // Cells in sheet order; each names its row in its reference (`B12`), so rows need no pass of their own.
  const rows: SheetRow[] = [];
  let current: SheetRow = { rowNumber: 0, cells: [] };
  for (const c of sheet.matchAll(CELL)) {
    const attrs = c[1];
    const ref = CELL_REF.exec(attrs);
    if (!ref) return null;
    const rowNumber = Number(ref[2]);
    if (rowNumber < 1) return null;
    const type = CELL_TYPE.exec(attrs)?.[1] ?? 'n';
    const inner = c[2] ?? '';
    const v = VALUE.exec(inner)?.[1];
    let value: CellOut;
    if (type === 'inlineStr') value = trimmed(textOf(INLINE.exec(inner)?.[1] ?? ''));
    else if (v === undefined) continue;
    else if (type === 's') value = shared[Number(v)] ?? null;
    else if (type === 'str') value = trimmed(decodeEntities(v));
    else if (type === 'b') value = v === '1' || v === 'true';
    else if (type === 'e') value = null;
    else if (type === 'n') {
      // A date is a number in a date style: exceljs makes it a Date, so the file goes to exceljs.
      const style = Number(CELL_STYLE.exec(attrs)?.[1] ?? 0);
      if (!(style < plainStyles.length ? plainStyles[style] : style === 0)) return null;
      value = Number(v);
      if (v.trim() === '' || !Number.isFinite(value)) return null;
    } else return null;
    if (rowNumber !== current.rowNumber) {
      // Rows stand in order in a sheet; one out of order is left to exceljs.
      if (rowNumber < current.rowNumber) return null;
      current = { rowNumber, cells: [] };
      rows.push(current);
    }
    current.cells[columnOf(ref[1]) - 1] = value;
  }
  for (const row of rows) row.cells = Array.from(row.cells, (v) => v ?? null);
  return rows;
}
