import Excel from 'exceljs';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { IMPORT_COLUMNS } from '../../../src/shared/imports/rules';

export type ImportRowInput = Partial<Record<(typeof IMPORT_COLUMNS)[number]['key'], string | number>>;

/** Writes an Import Users workbook (the sample's headers, then the rows) the way Excel would. */
export async function writeImportWorkbook(file: string, rows: ImportRowInput[]): Promise<void> {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key }));
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Writes a small RGB PNG (a coloured square with a darker band) for the logo upload. */
export function writePng(file: string, size = 96): void {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      const band = y > size / 3 && y < (2 * size) / 3;
      raw.set(band ? [20, 60, 160] : [80, 140, 240], row + 1 + x * 3);
    }
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  fs.writeFileSync(file, png);
}
