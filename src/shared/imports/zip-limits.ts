/**
 * Issue 10, Files and exports: an .xlsx is a zip, and a small zip can unpack to gigabytes. Before a
 * workbook is parsed, its central directory is read (no inflating) and the file is refused when its
 * entries would unpack past these limits. The parser also runs in a worker with a memory cap, since a
 * zip can lie about its sizes.
 */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 5000;
/** Rows of one sheet that an import reads; more is refused with a message, not parsed. */
export const MAX_SHEET_ROWS = 100_000;

export const TOO_LARGE_UNZIPPED =
  'This Excel file unpacks to more than 200 MB. Remove unused sheets or images, or split it into smaller files.';
export const DAMAGED_ZIP = 'This Excel file could not be read. It may be damaged or password-protected.';

/** What the zip's central directory declares, or why it cannot be read. */
export function inspectZip(
  bytes: Uint8Array,
): { entries: number; unzippedBytes: number } | { error: string } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { error: DAMAGED_ZIP };
  const total = view.getUint16(eocd + 10, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  // ZIP64 archives mark these fields as 0xFFFF/0xFFFFFFFF; no real spreadsheet needs ZIP64.
  if (total === 0xffff || dirOffset === 0xffffffff) return { error: TOO_LARGE_UNZIPPED };
  if (total > MAX_ZIP_ENTRIES) return { error: TOO_LARGE_UNZIPPED };
  let at = dirOffset;
  let unzippedBytes = 0;
  for (let n = 0; n < total; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return { error: DAMAGED_ZIP };
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return { error: TOO_LARGE_UNZIPPED };
    unzippedBytes += size;
    if (unzippedBytes > MAX_UNZIPPED_BYTES) return { error: TOO_LARGE_UNZIPPED };
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries: total, unzippedBytes };
}
